import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { RequestVerificationEmailDocument } from '../../graphql/generated/dashboard.ts';
import { ProblemList, problemsOf, type Problem } from './user-errors.tsx';

const WORDS = {
  signUp: {
    title: 'Check your inbox',
    text: (email: string) =>
      `We sent a link to ${email}. Open it within 24 hours to confirm your address, and you are signed in.`,
  },
  reset: {
    title: 'Check your inbox',
    text: (email: string) =>
      `If ${email} has an Atelier account, we sent it a link to choose a new password. It works for 1 hour.`,
  },
} as const;

/**
 * After a sign-up or a reset request: where the mail went, and a way to have a verification link
 * sent again. The words are the same whether or not the address has an account.
 */
export function CheckInbox({ email, purpose }: { email: string; purpose: keyof typeof WORDS }) {
  const [resend, { loading }] = useMutation(RequestVerificationEmailDocument);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [resent, setResent] = useState(false);
  return (
    <section className="login-form account-form" aria-labelledby="check-inbox-title" data-check-inbox>
      <h1 id="check-inbox-title">{WORDS[purpose].title}</h1>
      <p className="account-lede">{WORDS[purpose].text(email)}</p>
      <p className="hint">Nothing there? Look in your spam folder, or check the address and try again.</p>
      {purpose === 'signUp' && (
        <button
          type="button"
          className="button-secondary"
          disabled={loading || resent}
          onClick={async () => {
            const answer = await problemsOf(
              async () => (await resend({ variables: { email } })).data?.requestVerificationEmail,
            );
            setProblems(answer);
            setResent(answer.length === 0);
          }}
        >
          {resent ? 'Sent again' : loading ? 'Sending…' : 'Send the link again'}
        </button>
      )}
      <ProblemList problems={problems} />
      <p className="account-links">
        <a href="/admin/login">Back to sign in</a>
      </p>
    </section>
  );
}
