import { describe, expect, it } from 'vitest';
import { render } from '../test-render.ts';

const RANGE = 'is outside the supported range of this library: Mon Jan 1 4713 B.C. to Fri Dec 31 8652 A.D.';

describe('the Julian day range', () => {
  it('holds dates from 4713 BC to 8652 AD', () => {
    expect(render('{t|date %Y}', { t: Date.UTC(8652, 11, 31), website: { timeZone: 'UTC' } }).errors).toEqual([]);
    expect(render('{t|date %Y}', { t: -2440587.5 * 86_400_000, website: { timeZone: 'UTC' } }).errors).toEqual([]);
  });
  it('refuses a date after 8652 AD or before 4713 BC, in every date formatter', () => {
    for (const template of [
      '{t|date %Y}',
      '{t|datetime}',
      '{t|relative-time}',
      '{t|datetimefield year}',
      '{t, t|datetime-interval}',
      '{t|timesince}',
    ]) {
      const later = render(template, { t: Date.UTC(8653, 0, 2) }); // JD 2451545 (2000-01-01) + 6653 years
      expect(later.errors, template).toEqual([`RuntimeError: Julian day 4881504 ${RANGE}`]);
      expect(later.output).toBe('');
      expect(render(template, { t: -9e15 }).errors[0], template).toMatch(
        /^RuntimeError: Julian day -101726079 is outside the supported range/,
      );
    }
  });
});

describe('partials', () => {
  it('report recursion into self', () => {
    const { output, errors } = render('[{@|apply p}]', { a: 1 }, { partials: { p: 'x{@|apply p}' } });
    expect(errors).toEqual(["RuntimeError: Recursion into self while evaluating partial 'p'"]);
    expect(output).toBe('[x]');
  });
  it('allow recursion over other data, up to a depth of 16', () => {
    const tree = (depth: number): unknown =>
      depth === 0 ? { name: 'leaf' } : { name: `n${depth}`, child: tree(depth - 1) };
    const partials = { node: '{name}{.section child}/{@|apply node}{.end}' };
    expect(render('{@|apply node}', tree(3), { partials }).output).toBe('n3/n2/n1/leaf');
    expect(render('{@|apply node}', tree(20), { partials }).errors).toEqual([
      "RuntimeError: Attempt to apply partial 'node' exceeded maximum recursion depth of 16",
    ]);
  });
});
