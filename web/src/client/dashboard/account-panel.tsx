import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { checkNewPassword, checkOwnerEmail, PASSWORD_MESSAGES } from '@atelier/accounts';
import {
  AccountSettingsDocument,
  ChangeEmailDocument,
  ChangePasswordDocument,
  RequestVerificationEmailDocument,
  SignOutEverywhereDocument,
  type AccountSettingsQuery,
} from '../../graphql/generated/dashboard.ts';
import { AccountField, messageFor } from './account-fields.tsx';
import { LoadStatus } from './load-status.tsx';
import { ProblemList, problemsOf, type Problem } from './user-errors.tsx';

type Me = NonNullable<AccountSettingsQuery['me']>;

/** /admin/account: the owner's sign-in email, password and sessions, wherever the dashboard is opened. */
export function AccountPanel() {
  const { data, loading, error, refetch } = useQuery(AccountSettingsDocument, { fetchPolicy: 'network-only' });
  const me = data?.me;
  return (
    <div className="account-panel">
      <section className="dashboard-panel" aria-labelledby="account-title">
        <h2 id="account-title">Your account</h2>
        {me ? (
          <AccountSummary me={me} />
        ) : (
          <LoadStatus what="your account" loading={loading} error={error} loaded={false} />
        )}
      </section>
      {me && (
        <>
          <ChangeEmailForm me={me} onChanged={() => void refetch()} />
          <ChangePasswordForm />
          <SignOutEverywhere />
        </>
      )}
    </div>
  );
}

function AccountSummary({ me }: { me: Me }) {
  const [resend, { loading }] = useMutation(RequestVerificationEmailDocument);
  const [note, setNote] = useState<string | null>(null);
  return (
    <dl className="account-summary">
      <dt>Name</dt>
      <dd>{me.name}</dd>
      <dt>Sign-in email</dt>
      <dd>
        <span className="account-email">{me.email}</span>{' '}
        <span
          className={`account-badge ${me.emailVerified ? 'is-verified' : 'is-unverified'}`}
          data-email-verified={me.emailVerified}
        >
          {me.emailVerified ? 'Confirmed' : 'Not confirmed yet'}
        </span>
        {!me.emailVerified && (
          <span className="account-note">
            Open the link we mailed you to confirm it.{' '}
            <button
              type="button"
              className="link-button"
              disabled={loading || note !== null}
              onClick={async () => {
                const problems = await problemsOf(
                  async () => (await resend({ variables: { email: me.email } })).data?.requestVerificationEmail,
                );
                setNote(problems[0]?.message ?? 'A new link is on its way.');
              }}
            >
              Send it again
            </button>
            {note && <span role="status"> {note}</span>}
          </span>
        )}
      </dd>
      {me.pendingEmail && (
        <>
          <dt>Moving to</dt>
          <dd data-pending-email>
            <span className="account-email">{me.pendingEmail}</span>{' '}
            <span className="account-note">
              Open the link we mailed to this address; until then you sign in with {me.email}.
            </span>
          </dd>
        </>
      )}
    </dl>
  );
}

function ChangeEmailForm({ me, onChanged }: { me: Me; onChanged(): void }) {
  const [change, { loading }] = useMutation(ChangeEmailDocument);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newEmail = String(form.get('newEmail') ?? '');
    const currentPassword = String(form.get('currentPassword') ?? '');
    const checked = checkOwnerEmail(newEmail);
    if (!checked.ok) return setProblems([{ field: ['newEmail'], message: checked.message }]);
    setSentTo(null);
    const answer = await problemsOf(
      async () => (await change({ variables: { newEmail, currentPassword } })).data?.changeEmail,
    );
    setProblems(answer);
    if (answer.length) return;
    formElement.reset();
    setSentTo(checked.value);
    onChanged();
  };
  return (
    <section className="dashboard-panel" aria-labelledby="change-email-title">
      <h2 id="change-email-title">Change your email</h2>
      <p className="hint">We mail a link to the new address; it becomes your sign-in email once you open it.</p>
      <form className="account-settings-form" onSubmit={onSubmit} noValidate>
        <AccountField
          label="New email"
          name="newEmail"
          type="email"
          autoComplete="email"
          required
          problem={messageFor(problems, 'newEmail')}
        />
        <AccountField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          problem={messageFor(problems, 'currentPassword')}
        />
        <ProblemList
          problems={problems.filter((p) => !['newEmail', 'currentPassword'].includes(p.field?.at(-1) ?? ''))}
        />
        {sentTo && (
          <p className="account-done" role="status">
            Check {sentTo}: open the link we sent to make it your sign-in email. Until then you sign in with {me.email}.
          </p>
        )}
        <button className="button-primary" type="submit" disabled={loading}>
          {loading ? 'Sending…' : 'Send confirmation link'}
        </button>
      </form>
    </section>
  );
}

function ChangePasswordForm() {
  const [change, { loading }] = useMutation(ChangePasswordDocument);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [done, setDone] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const currentPassword = String(form.get('currentPassword') ?? '');
    const newPassword = String(form.get('newPassword') ?? '');
    setDone(false);
    // The server also refuses the sign-in email itself as a password.
    const own = checkNewPassword(newPassword, { email: '' });
    if (!own.ok) return setProblems([{ field: ['newPassword'], message: own.message }]);
    const answer = await problemsOf(
      async () => (await change({ variables: { currentPassword, newPassword } })).data?.changePassword,
    );
    setProblems(answer);
    if (answer.length) return;
    formElement.reset();
    setDone(true);
  };
  return (
    <section className="dashboard-panel" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change your password</h2>
      <p className="hint">Your other sessions end; this one stays signed in.</p>
      <form className="account-settings-form" onSubmit={onSubmit} noValidate>
        <AccountField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          problem={messageFor(problems, 'currentPassword')}
        />
        <AccountField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_MESSAGES.hint}
          problem={messageFor(problems, 'newPassword')}
        />
        <ProblemList
          problems={problems.filter((p) => !['newPassword', 'currentPassword'].includes(p.field?.at(-1) ?? ''))}
        />
        {done && (
          <p className="account-done" role="status">
            Your password is changed. Every other session has ended.
          </p>
        )}
        <button className="button-primary" type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}

function SignOutEverywhere() {
  const [signOut, { loading }] = useMutation(SignOutEverywhereDocument);
  const [problems, setProblems] = useState<Problem[]>([]);
  return (
    <section className="dashboard-panel" aria-labelledby="sign-out-everywhere-title">
      <h2 id="sign-out-everywhere-title">Sign out everywhere</h2>
      <p className="hint">Ends every session of your account, on every device and site address, this one too.</p>
      <ProblemList problems={problems} />
      <button
        type="button"
        className="button-secondary"
        disabled={loading}
        onClick={async () => {
          const answer = await problemsOf(async () => (await signOut()).data?.signOutEverywhere);
          setProblems(answer);
          if (answer.length === 0) window.location.assign('/admin/login');
        }}
      >
        {loading ? 'Signing out…' : 'Sign out everywhere'}
      </button>
    </section>
  );
}
