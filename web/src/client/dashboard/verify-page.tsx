import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AccountLinkDocument,
  RequestVerificationEmailDocument,
  VerifyEmailDocument,
} from '../../graphql/generated/dashboard.ts';
import { AccountField, messageFor } from './account-fields.tsx';
import { OFFLINE, ProblemList, problemsOf, type Problem } from './user-errors.tsx';

const tokenInAddress = () => new URLSearchParams(window.location.search).get('token') ?? '';

/**
 * /admin/verify?token=…: the link of a verification mail (a new owner's, or a change of email).
 * Opening it changes nothing: mail scanners and link previewers open every link in a mail, and
 * would spend it before the person does. The page asks where the link stands (read-only), says at
 * once why a used or expired one does not work (and offers a new one), and otherwise confirms only
 * when the person presses its button (the email is confirmed, they are signed in, /admin opens).
 */
export function VerifyPage() {
  const token = tokenInAddress();
  const link = useQuery(AccountLinkDocument, {
    variables: { purpose: 'VERIFY_EMAIL', token },
    fetchPolicy: 'no-cache',
  });
  const [verify, { loading }] = useMutation(VerifyEmailDocument);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = await problemsOf(async () => (await verify({ variables: { token } })).data?.verifyEmail);
    if (problems.length === 0) window.location.assign('/admin');
    else setRefusal(problems[0]!.message);
  };
  if (link.loading)
    return (
      <section className="login-form account-form" aria-busy="true">
        <h1>Confirm your email address</h1>
      </section>
    );
  const check = link.data?.accountLink;
  const shownRefusal = refusal ?? (check ? (check.status === 'VALID' ? null : check.message) : OFFLINE);
  if (shownRefusal)
    return (
      <section className="login-form account-form" aria-labelledby="verify-title">
        <h1 id="verify-title">This link did not work</h1>
        <p className="form-error" role="alert" data-link-refusal>
          {shownRefusal}
        </p>
        {shownRefusal !== OFFLINE && <NewVerificationLink />}
        <p className="account-links">
          <a href="/admin/login">Sign in</a>
        </p>
      </section>
    );
  return (
    <form className="login-form account-form" onSubmit={confirm} aria-labelledby="verify-title">
      <h1 id="verify-title">Confirm your email address</h1>
      <p className="account-lede">This tells us the address is yours. You are then signed in to Atelier.</p>
      <button className="button-primary" type="submit" disabled={loading}>
        {loading ? 'Confirming…' : 'Confirm my email address'}
      </button>
    </form>
  );
}

/** Asks for a fresh verification link by address; the answer is the same for any address. */
function NewVerificationLink() {
  const [request, { loading }] = useMutation(RequestVerificationEmailDocument);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const answer = await problemsOf(
      async () => (await request({ variables: { email } })).data?.requestVerificationEmail,
    );
    setProblems(answer);
    if (answer.length === 0) setSentTo(email.trim());
  };
  if (sentTo)
    return (
      <p className="account-lede" role="status">
        If {sentTo} has an account waiting for confirmation, a new link is on its way. It works for 24 hours.
      </p>
    );
  return (
    <form className="account-subform" onSubmit={onSubmit} noValidate>
      <AccountField
        label="Your email"
        name="email"
        type="email"
        autoComplete="email"
        problem={messageFor(problems, 'email')}
      />
      <ProblemList problems={problems.filter((problem) => problem.field?.at(-1) !== 'email')} />
      <button className="button-primary" type="submit" disabled={loading}>
        {loading ? 'Sending…' : 'Send a new link'}
      </button>
    </form>
  );
}
