import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { checkNewPassword, checkOwnerEmail, checkOwnerName, PASSWORD_MESSAGES } from '@atelier/accounts';
import { SignUpDocument } from '../../graphql/generated/dashboard.ts';
import { CaptchaWidget, type CaptchaHandle } from '../shared/captcha-widget.tsx';
import { AccountField, messageFor, unplaced } from './account-fields.tsx';
import { CheckInbox } from './check-inbox.tsx';
import { ProblemList, problemsOf, type Problem } from './user-errors.tsx';

const FIELDS = ['name', 'email', 'password', 'captchaToken'] as const;

/** The checks @atelier/accounts makes on the server too, made before sending: the same words, at once. */
function ownChecks(name: string, email: string, password: string): Problem[] {
  const problems: Problem[] = [];
  const checkedName = checkOwnerName(name);
  if (!checkedName.ok) problems.push({ field: ['name'], message: checkedName.message });
  const checkedEmail = checkOwnerEmail(email);
  if (!checkedEmail.ok) problems.push({ field: ['email'], message: checkedEmail.message });
  const checkedPassword = checkNewPassword(password, { email });
  if (!checkedPassword.ok) problems.push({ field: ['password'], message: checkedPassword.message });
  return problems;
}

/** /admin/signup: a new owner's name, email and password, behind the built-in captcha; then "check your inbox". */
export function SignUpPage() {
  const [signUp, { loading }] = useMutation(SignUpDocument);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [captchaSolved, setCaptchaSolved] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const [name, email, password] = ['name', 'email', 'password'].map((key) => String(form.get(key) ?? ''));
    const own = ownChecks(name!, email!, password!);
    const captchaToken = captcha.current?.token() ?? null;
    if (!captchaToken) {
      captcha.current?.start();
      own.push({
        field: ['captchaToken'],
        message: 'Wait a moment while we check that you are human, then try again.',
      });
    }
    setProblems(own);
    if (own.length) return;
    const answer = await problemsOf(async () => {
      const { data } = await signUp({
        variables: { input: { name: name!, email: email!, password: password!, captchaToken } },
      });
      return data?.signUp;
    });
    setProblems(answer);
    if (answer.length === 0) return setSentTo(email!.trim());
    // A spent or refused captcha cannot be sent again: solve a fresh one.
    if (answer.some((problem) => problem.field?.at(-1) === 'captchaToken')) {
      setCaptchaSolved(false);
      captcha.current?.reset();
    }
  };

  if (sentTo) return <CheckInbox email={sentTo} purpose="signUp" />;
  return (
    <form className="login-form account-form" onSubmit={onSubmit} onFocus={() => captcha.current?.start()} noValidate>
      <h1>Create your Atelier account</h1>
      <p className="account-lede">Build your site and your shop. It takes a minute.</p>
      <AccountField label="Name" name="name" autoComplete="name" required problem={messageFor(problems, 'name')} />
      <AccountField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        problem={messageFor(problems, 'email')}
      />
      <AccountField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_MESSAGES.hint}
        problem={messageFor(problems, 'password')}
      />
      <div className="account-captcha" data-captcha-root>
        <CaptchaWidget ref={captcha} onSolved={() => setCaptchaSolved(true)} />
        {messageFor(problems, 'captchaToken') && !captchaSolved && (
          <span className="field-error" data-field-error="captchaToken">
            {messageFor(problems, 'captchaToken')}
          </span>
        )}
      </div>
      <ProblemList problems={unplaced(problems, FIELDS)} />
      <button className="button-primary" type="submit" disabled={loading}>
        {loading ? 'Creating your account…' : 'Create account'}
      </button>
      <p className="account-links">
        Already have an account? <a href="/admin/login">Sign in</a>
      </p>
    </form>
  );
}
