import { describe, expect, it } from 'vitest';
import { checkOwnerOrigins, mergedOrigins, OWNER_ORIGINS_MAX } from './owner-origins.ts';

const codes = (typed: { directive: string; origin: string }[]) => {
  const checked = checkOwnerOrigins(typed);
  return checked.ok ? [] : checked.problems.map((p) => `${p.index}:${p.code}`);
};

describe('origins an owner allows', () => {
  it('are kept in the policy’s form: trimmed, lower case, no trailing slash, each once', () => {
    expect(
      checkOwnerOrigins([
        { directive: 'font-src', origin: ' https://Fonts.Example.com/ ' },
        { directive: 'font-src', origin: 'https://fonts.example.com' },
        { directive: 'script-src', origin: 'https://*.cdn.example.net:8443' },
      ]),
    ).toEqual({
      ok: true,
      value: [
        { directive: 'font-src', origin: 'https://fonts.example.com' },
        { directive: 'script-src', origin: 'https://*.cdn.example.net:8443' },
      ],
    });
    expect(checkOwnerOrigins([])).toEqual({ ok: true, value: [] });
  });

  it('refuse what is no https origin, a wildcard beyond a leading *. label, or an unknown directive, each at its row', () => {
    expect(
      codes([
        { directive: 'font-src', origin: 'http://fonts.example.com' },
        { directive: 'font-src', origin: 'https://*' },
        { directive: 'font-src', origin: 'https://a.*.example.com' },
        { directive: 'font-src', origin: '*' },
        { directive: 'font-src', origin: "'unsafe-inline'" },
        { directive: 'font-src', origin: 'https://fonts.example.com/path' },
        { directive: 'default-src', origin: 'https://fonts.example.com' },
        { directive: 'script-src', origin: 'data:' },
      ]),
    ).toEqual([
      '0:CSP_ORIGIN_INVALID',
      '1:CSP_ORIGIN_INVALID',
      '2:CSP_ORIGIN_INVALID',
      '3:CSP_ORIGIN_INVALID',
      '4:CSP_ORIGIN_INVALID',
      '5:CSP_ORIGIN_INVALID',
      '6:CSP_DIRECTIVE_INVALID',
      '7:CSP_ORIGIN_INVALID',
    ]);
  });

  it(`take at most ${OWNER_ORIGINS_MAX}`, () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ directive: 'img-src', origin: `https://img${i}.example.com` }));
    expect(checkOwnerOrigins(rows(OWNER_ORIGINS_MAX)).ok).toBe(true);
    expect(codes(rows(OWNER_ORIGINS_MAX + 1))).toEqual(['null:TOO_MANY_CSP_ORIGINS']);
  });

  it('join the theme’s, each directive’s origins once', () => {
    expect(
      mergedOrigins({ 'font-src': ['https://fonts.example.com'] }, [
        { directive: 'font-src', origin: 'https://fonts.example.com' },
        { directive: 'font-src', origin: 'https://type.example.org' },
        { directive: 'frame-src', origin: 'https://player.example.com' },
      ]),
    ).toEqual({
      'font-src': ['https://fonts.example.com', 'https://type.example.org'],
      'frame-src': ['https://player.example.com'],
    });
  });
});
