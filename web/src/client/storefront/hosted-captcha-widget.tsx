import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { captchaSize, HOSTED_CAPTCHA_PROVIDERS, type HostedCaptchaName } from '@atelier/forms';
import type { CaptchaHandle } from '../shared/captcha-widget.tsx';

/** What reCAPTCHA, hCaptcha and Turnstile all offer in explicit-render mode. */
interface ProviderApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number;
  reset(widgetId?: string | number): void;
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads a provider's script once per page, with the page's CSP nonce (the site's policy lets
 * the providers' origins in for what the script loads in turn).
 */
function loadScript(url: string): Promise<void> {
  let pending = loading.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`the captcha script did not load: ${url}`));
      document.head.append(script);
    });
    loading.set(url, pending);
  }
  return pending;
}

async function providerApi(provider: HostedCaptchaName, scriptUrl: string): Promise<ProviderApi> {
  await loadScript(scriptUrl);
  const global = HOSTED_CAPTCHA_PROVIDERS[provider].global;
  // The scripts define their global before calling onload, but reCAPTCHA's render is ready a moment later.
  for (let tries = 0; tries < 50; tries += 1) {
    const api = (window as unknown as Record<string, ProviderApi | undefined>)[global];
    if (api?.render) return api;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${global} did not start`);
}

/**
 * A hosted captcha (reCAPTCHA, hCaptcha, Turnstile) drawn with the site's public key, behind the
 * same handle as the built-in one: the form asks for its token, resets it after a refusal.
 */
export const HostedCaptchaWidget = forwardRef<
  CaptchaHandle,
  { provider: HostedCaptchaName; siteKey: string; scriptUrl: string; onSolved(): void }
>(function HostedCaptchaWidget({ provider, siteKey, scriptUrl, onSolved }, ref) {
  const root = useRef<HTMLDivElement>(null);
  const token = useRef<string | null>(null);
  const widget = useRef<{ api: ProviderApi; id: string | number } | null>(null);
  const failed = useRef<HTMLParagraphElement>(null);
  const solved = useRef(onSolved);
  solved.current = onSolved;

  useEffect(() => {
    let cancelled = false;
    providerApi(provider, scriptUrl)
      .then((api) => {
        if (cancelled || !root.current) return;
        const id = api.render(root.current, {
          sitekey: siteKey,
          size: captchaSize(root.current.getBoundingClientRect().width),
          callback: (value: string) => {
            token.current = value;
            solved.current();
          },
          'expired-callback': () => (token.current = null),
          'error-callback': () => (token.current = null),
        });
        widget.current = { api, id };
      })
      .catch(() => {
        if (failed.current) failed.current.hidden = false;
      });
    return () => {
      cancelled = true;
    };
  }, [provider, siteKey, scriptUrl]);

  useImperativeHandle(ref, () => ({
    token: () => token.current,
    reset: () => {
      token.current = null;
      widget.current?.api.reset(widget.current.id);
    },
    start: () => {},
  }));

  return (
    <div className="captcha-hosted" data-captcha-provider={provider}>
      <div ref={root} />
      <p ref={failed} className="field-error" hidden>
        The CAPTCHA could not load. Check your connection, then reload the page.
      </p>
    </div>
  );
});
