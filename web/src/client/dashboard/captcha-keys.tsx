import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { HOSTED_CAPTCHA_PROVIDERS, type HostedCaptchaName } from '@atelier/forms';
import { OwnerCaptchaKeysDocument, SaveCaptchaKeysDocument } from '../../graphql/generated/dashboard.ts';

const PROVIDERS = Object.entries(HOSTED_CAPTCHA_PROVIDERS) as [
  HostedCaptchaName,
  (typeof HOSTED_CAPTCHA_PROVIDERS)[HostedCaptchaName],
][];

/**
 * The site's keys of hosted captcha providers, which forms set to reCAPTCHA, hCaptcha or
 * Turnstile need. The secret key is written once and never shown again (the server keeps it sealed).
 */
export function CaptchaKeys() {
  const { data, refetch } = useQuery(OwnerCaptchaKeysDocument, { fetchPolicy: 'cache-and-network' });
  const [save, { loading }] = useMutation(SaveCaptchaKeysDocument);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const keys = data?.site?.captchaSiteKeys ?? [];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      provider: String(form.get('provider')),
      siteKey: String(form.get('siteKey') ?? '').trim(),
      secretKey: String(form.get('secretKey') ?? '').trim(),
    };
    const { data: answer } = await save({ variables: { input } });
    const errors = answer?.saveCaptchaKeys.userErrors ?? [];
    setMessage(
      errors.length
        ? { kind: 'error', text: errors.map((e) => e.message).join(' ') }
        : {
            kind: 'ok',
            text: `Saved the ${HOSTED_CAPTCHA_PROVIDERS[input.provider as HostedCaptchaName].label} keys.`,
          },
    );
    if (!errors.length) {
      event.currentTarget?.reset();
      void refetch();
    }
  }

  async function remove(provider: HostedCaptchaName) {
    await save({ variables: { input: { provider, siteKey: null, secretKey: null } } });
    setMessage({ kind: 'ok', text: `Removed the ${HOSTED_CAPTCHA_PROVIDERS[provider].label} keys.` });
    void refetch();
  }

  return (
    <details className="outbox captcha-keys">
      <summary>Hosted captcha keys ({keys.length})</summary>
      <p className="cart-status">
        Forms use the built-in captcha unless you choose reCAPTCHA, hCaptcha or Turnstile. Those need the keys from the
        provider’s dashboard.
      </p>
      {keys.length > 0 && (
        <ul className="submission-list">
          {keys.map((key) => (
            <li key={key.provider} className="submission-item panel-row">
              <span className="grow">
                {HOSTED_CAPTCHA_PROVIDERS[key.provider as HostedCaptchaName]?.label ?? key.provider}:{' '}
                <span className="sku">{key.siteKey}</span>
              </span>
              <button
                type="button"
                className="button-secondary"
                onClick={() => void remove(key.provider as HostedCaptchaName)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="panel-row" onSubmit={(event) => void submit(event)}>
        <label>
          Provider
          <select name="provider">
            {PROVIDERS.map(([name, provider]) => (
              <option key={name} value={name}>
                {provider.label}
              </option>
            ))}
          </select>
        </label>
        <label className="grow">
          Site key <input name="siteKey" required maxLength={200} autoComplete="off" spellCheck={false} />
        </label>
        <label className="grow">
          Secret key <input name="secretKey" type="password" required maxLength={200} autoComplete="off" />
        </label>
        <button type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save keys'}
        </button>
      </form>
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'field-error' : 'cart-status'}
        >
          {message.text}
        </p>
      )}
    </details>
  );
}
