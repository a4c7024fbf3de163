import { describe, expect, it } from 'vitest';
import { render } from './test-render.ts';

/** The template errors of SPEC.md section 8, as templates report them. */
describe('template errors', () => {
  it.each([
    ['{a|nosuch}', "SyntaxError: Formatter 'nosuch' is unknown"],
    ['{.nosuch? a}x{.end}', "SyntaxError: Predicate 'nosuch?' is unknown"],
    ['{.section a}x', 'SyntaxError: Reached EOF in the middle of SECTION'],
    ['{.repeated section a}{.section b}x', 'SyntaxError: Reached EOF in the middle of SECTION'],
    ['{.section a}x{.or}y{.or}z{.end}', 'SyntaxError: This OR_PREDICATE block will never execute.'],
    ['{@|apply nope}', "RuntimeError: Attempt to apply partial 'nope' which could not be found."],
  ])('%s reports "%s"', (template, message) => {
    expect(render(template, { a: { b: 1 } }).errors).toContain(message);
  });

  it('a partial that does not parse is reported by name', () => {
    expect(render('{@|apply p}', {}, { partials: { p: '{.section a}' } }).errors).toEqual([
      'RuntimeError: Parse of partial "p" failed: SyntaxError: Reached EOF in the middle of SECTION',
    ]);
  });
});
