import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { LoginDocument } from '../../graphql/generated/dashboard.ts';
import { mountDashboardPage } from './mount-dashboard-page.tsx';
import { SignUpPage } from './sign-up-page.tsx';
import { VerifyPage } from './verify-page.tsx';
import { ResetPage } from './reset-page.tsx';
import { HandoffPage, handoffTokenInAddress } from './handoff-page.tsx';
import { accountNotice } from './account-notice.ts';
import './dashboard.css';
import '../shared/widgets.css';

function safeNext(): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return next && next.startsWith('/admin') ? next : '/admin';
}

function LoginForm() {
  const [login, { loading }] = useMutation(LoginDocument);
  const [error, setError] = useState<string | null>(accountNotice);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    try {
      const { data } = await login({
        variables: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      });
      const [first] = data?.login.userErrors ?? [];
      if (first || !data?.login.owner) return setError(first?.message ?? 'Unable to sign in. Please try again.');
      window.location.assign(safeNext());
    } catch {
      setError('Unable to reach Atelier. Please check your connection and try again.');
    }
  };

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <h1>Sign in to Atelier</h1>
      <label>
        Email
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button className="button-primary" type="submit" disabled={loading}>
        {loading ? 'Signing in…' : 'Sign in'}
      </button>
      <p className="account-links">
        <a href="/admin/reset">Forgot your password?</a>
        <span>
          New to Atelier? <a href="/admin/signup">Create an account</a>
        </span>
      </p>
    </form>
  );
}

/** The pages of someone not signed in, by address; the server serves each with this script (dashboard-pages.ts). */
const PAGES: Record<string, () => React.JSX.Element> = {
  '/admin/signup': SignUpPage,
  '/admin/verify': VerifyPage,
  '/admin/reset': ResetPage,
};
const path = window.location.pathname.replace(/\/$/, '').toLowerCase();
// /admin/handoff with a token posts it; without one (a refused hand-off's answer) it is the sign-in.
const handoffToken = path === '/admin/handoff' ? handoffTokenInAddress() : null;
const Page = PAGES[path] ?? LoginForm;
mountDashboardPage(handoffToken ? <HandoffPage token={handoffToken} /> : <Page />);
