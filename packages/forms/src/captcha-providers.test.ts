import { describe, expect, it } from 'vitest';
import { CAPTCHA_SETTINGS } from './form-definition.ts';
import { CAPTCHA_KEY_PATTERN, captchaSize, HOSTED_CAPTCHA_PROVIDERS, isHostedCaptcha } from './captcha-providers.ts';

describe('hosted captcha providers', () => {
  it('cover every setting but none and builtin', () => {
    expect(CAPTCHA_SETTINGS.filter(isHostedCaptcha)).toEqual(['recaptcha', 'hcaptcha', 'turnstile']);
    expect(isHostedCaptcha('builtin')).toBe(false);
    expect(isHostedCaptcha('__proto__')).toBe(false);
    for (const provider of Object.values(HOSTED_CAPTCHA_PROVIDERS)) {
      expect(provider.scriptUrl).toMatch(/^https:\/\/.*render=explicit/);
      expect(provider.verifyUrl).toMatch(/^https:\/\/.*siteverify$/);
    }
  });
  it('are compact under 320 px', () => {
    expect(captchaSize(319)).toBe('compact');
    expect(captchaSize(320)).toBe('normal');
  });
  it('take keys of the providers’ alphabet only', () => {
    expect(CAPTCHA_KEY_PATTERN.test('6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI')).toBe(true);
    expect(CAPTCHA_KEY_PATTERN.test('0x4AAAAAAABkMYinukE8nzY')).toBe(true);
    expect(CAPTCHA_KEY_PATTERN.test('')).toBe(false);
    expect(CAPTCHA_KEY_PATTERN.test('key with spaces')).toBe(false);
    expect(CAPTCHA_KEY_PATTERN.test('"><script>')).toBe(false);
  });
});
