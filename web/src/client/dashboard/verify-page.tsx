import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { RequestVerificationEmailDocument, VerifyEmailDocument } from '../../graphql/generated/dashboard.ts';
import { AccountField, messageFor } from './account-fields.tsx';
import { OFFLINE, ProblemList, problemsOf, type Problem } from './user-errors.tsx';

const tokenInAddress = () => new URLSearchParams(window.location.search).get('token') ?? '';

/**
 * /admin/verify?token=…: the link of a verification mail. It is followed at once (the email is
 * confirmed and the owner signed in, then /admin opens); a used or expired link says so and offers
 * a new one.
 */
export function VerifyPage() {
  const [verify] = useMutation(VerifyEmailDocument);
  const [refusal, setRefusal] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const problems = await problemsOf(
        async () => (await verify({ variables: { token: tokenInAddress() } })).data?.verifyEmail,
      );
      if (problems.length === 0) window.location.assign('/admin');
      else setRefusal(problems[0]!.message);
    })();
  }, [verify]);
  if (!refusal)
    return (
      <section className="login-form account-form" aria-busy="true">
        <h1>Confirming your email…</h1>
      </section>
    );
  return (
    <section className="login-form account-form" aria-labelledby="verify-title">
      <h1 id="verify-title">This link did not work</h1>
      <p className="form-error" role="alert" data-link-refusal>
        {refusal}
      </p>
      {refusal !== OFFLINE && <NewVerificationLink />}
      <p className="account-links">
        <a href="/admin/login">Sign in</a>
      </p>
    </section>
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
