import { describe, expect, it } from 'vitest';
import { isThemeOrigin, policyWithOrigins } from './csp-origins.ts';
import { parseTemplateConf } from './template-conf.ts';

const POLICY = "default-src 'self';script-src 'self' 'nonce-abc';font-src 'self';object-src 'none'";

describe('origins a theme declares for the CSP', () => {
  it('adds each to its directive, starting a missing directive from self', () => {
    expect(
      policyWithOrigins(POLICY, {
        'script-src': ['https://cdn.example.com'],
        'font-src': ['https://fonts.example.com', 'https://*.fonts.example.net:8443'],
        'media-src': ['https://media.example.com'],
      }),
    ).toBe(
      "default-src 'self';script-src 'self' 'nonce-abc' https://cdn.example.com;font-src 'self' https://fonts.example.com https://*.fonts.example.net:8443;object-src 'none';media-src 'self' https://media.example.com",
    );
    expect(policyWithOrigins(POLICY, {})).toBe(POLICY);
  });

  it('never adds a keyword, a scheme or a plain-http origin', () => {
    for (const bad of [
      "'unsafe-inline'",
      'data:',
      'http://cdn.example.com',
      'https://*',
      'https://a.example.com/path',
      '*',
    ])
      expect(isThemeOrigin(bad)).toBe(false);
    expect(policyWithOrigins(POLICY, { 'script-src': ["'unsafe-inline'", 'https:'] })).toBe(POLICY);
  });

  it('is read from template.conf, with every refusal at its line', () => {
    const conf = (csp: unknown) =>
      parseTemplateConf(
        JSON.stringify(
          { name: 'T', layouts: { default: { name: 'D', regions: ['site'] } }, contentSecurityPolicy: csp },
          null,
          2,
        ),
      );
    expect(conf({ 'font-src': ['https://fonts.example.com'] }).conf!.contentSecurityPolicy).toEqual({
      'font-src': ['https://fonts.example.com'],
    });
    expect(conf({ 'default-src': ['https://x.example.com'], 'script-src': ["'unsafe-eval'"] }).errors).toEqual([
      {
        file: 'template.conf',
        line: 12,
        message:
          '"default-src" is not a directive a theme may widen: script-src, style-src, font-src, img-src, connect-src, frame-src, media-src.',
      },
      {
        file: 'template.conf',
        line: 15,
        message: '"script-src" must list https origins, such as "https://fonts.example.com".',
      },
    ]);
  });
});
