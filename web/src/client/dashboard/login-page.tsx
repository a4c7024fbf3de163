import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { LoginDocument } from '../../graphql/generated/dashboard.ts';
import { mountPage } from '../shared/page-root.tsx';
import './dashboard.css';
import '../shared/widgets.css';

function safeNext(): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return next && next.startsWith('/admin') ? next : '/admin';
}

function LoginForm() {
  const [login, { loading }] = useMutation(LoginDocument);
  const [error, setError] = useState<string | null>(null);

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
    </form>
  );
}

mountPage(<LoginForm />);
