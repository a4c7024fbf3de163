import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { checkNewPassword, PASSWORD_MESSAGES } from '@atelier/accounts';
import {
  AccountLinkDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
} from '../../graphql/generated/dashboard.ts';
import { AccountField, messageFor } from './account-fields.tsx';
import { CheckInbox } from './check-inbox.tsx';
import { ProblemList, problemsOf, type Problem } from './user-errors.tsx';

/**
 * /admin/reset: without a token, the address to mail a reset link to; with the link's token, a new
 * password (or, for a used or expired link, why not and a way to ask for another).
 */
export function ResetPage() {
  const token = new URLSearchParams(window.location.search).get('token');
  return token ? <NewPassword token={token} /> : <RequestReset />;
}

function RequestReset({ refusal }: { refusal?: string }) {
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const answer = await problemsOf(async () => (await request({ variables: { email } })).data?.requestPasswordReset);
    setProblems(answer);
    if (answer.length === 0) setSentTo(email.trim());
  };
  if (sentTo) return <CheckInbox email={sentTo} purpose="reset" />;
  return (
    <form className="login-form account-form" onSubmit={onSubmit} noValidate>
      <h1>Reset your password</h1>
      {refusal ? (
        <p className="form-error" role="alert" data-link-refusal>
          {refusal}
        </p>
      ) : (
        <p className="account-lede">
          Enter the email you sign in with, and we will mail you a link to choose a new password.
        </p>
      )}
      <AccountField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        problem={messageFor(problems, 'email')}
      />
      <ProblemList problems={problems.filter((problem) => problem.field?.at(-1) !== 'email')} />
      <button className="button-primary" type="submit" disabled={loading}>
        {loading ? 'Sending…' : 'Mail me a reset link'}
      </button>
      <p className="account-links">
        <a href="/admin/login">Back to sign in</a>
      </p>
    </form>
  );
}

function NewPassword({ token }: { token: string }) {
  const link = useQuery(AccountLinkDocument, {
    variables: { purpose: 'RESET_PASSWORD', token },
    fetchPolicy: 'no-cache',
  });
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const [problems, setProblems] = useState<Problem[]>([]);
  if (link.loading)
    return (
      <section className="login-form account-form" aria-busy="true">
        <h1>Reset your password</h1>
      </section>
    );
  const check = link.data?.accountLink;
  if (check && check.status !== 'VALID') return <RequestReset refusal={check.message ?? undefined} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    // The email is not known here: the server adds its own check of that.
    const own = checkNewPassword(password, { email: '' });
    if (!own.ok) return setProblems([{ field: ['password'], message: own.message }]);
    const answer = await problemsOf(async () => (await reset({ variables: { token, password } })).data?.resetPassword);
    setProblems(answer);
    if (answer.length === 0) window.location.assign('/admin');
  };
  const linkRefused = problems.find((problem) => problem.field?.at(-1) === 'token');
  if (linkRefused) return <RequestReset refusal={linkRefused.message} />;
  return (
    <form className="login-form account-form" onSubmit={onSubmit} noValidate>
      <h1>Choose a new password</h1>
      <p className="account-lede">Setting it signs you out everywhere else.</p>
      <AccountField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_MESSAGES.hint}
        problem={messageFor(problems, 'password')}
      />
      <ProblemList problems={problems.filter((problem) => problem.field?.at(-1) !== 'password')} />
      <button className="button-primary" type="submit" disabled={loading}>
        {loading ? 'Saving…' : 'Set password and sign in'}
      </button>
    </form>
  );
}
