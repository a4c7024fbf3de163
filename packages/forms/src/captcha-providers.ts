import type { CaptchaSetting } from './form-definition.ts';

/** A hosted captcha provider a site can use instead of the built-in proof of work. */
export interface HostedCaptchaProvider {
  label: string;
  /** The provider's script, loaded in explicit-render mode (the widget is drawn where we say). */
  scriptUrl: string;
  /** Where the server checks a token with the site's secret key (form-encoded secret, response). */
  verifyUrl: string;
  /** The global the script defines; all three offer render(container, options), reset(id). */
  global: 'grecaptcha' | 'hcaptcha' | 'turnstile';
  /** The origins the page must allow for its script and frames (CSP). */
  origins: readonly string[];
}

export type HostedCaptchaName = Exclude<CaptchaSetting, 'none' | 'builtin'>;

export const HOSTED_CAPTCHA_PROVIDERS: Readonly<Record<HostedCaptchaName, HostedCaptchaProvider>> = {
  recaptcha: {
    label: 'Google reCAPTCHA',
    scriptUrl: 'https://www.google.com/recaptcha/api.js?render=explicit',
    verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    global: 'grecaptcha',
    origins: ['https://www.google.com', 'https://www.gstatic.com'],
  },
  hcaptcha: {
    label: 'hCaptcha',
    scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit',
    verifyUrl: 'https://api.hcaptcha.com/siteverify',
    global: 'hcaptcha',
    origins: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
  turnstile: {
    label: 'Cloudflare Turnstile',
    scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    global: 'turnstile',
    origins: ['https://challenges.cloudflare.com'],
  },
};

export const isHostedCaptcha = (setting: string): setting is HostedCaptchaName =>
  Object.hasOwn(HOSTED_CAPTCHA_PROVIDERS, setting);

/** A provider's keys as an owner gives them: a public site key and a secret key, each 1..200 characters of [A-Za-z0-9_-]. */
export const CAPTCHA_KEY_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/** The widget's size: compact when its container is narrower than 320 px (SPEC section 7). */
export const captchaSize = (containerWidth: number): 'compact' | 'normal' =>
  containerWidth < 320 ? 'compact' : 'normal';
