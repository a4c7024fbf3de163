import { describe, expect, it } from 'vitest';
import { parseWithLines, positionOf } from './located-parse.ts';

describe('parseWithLines', () => {
  it('places an unknown formatter at its tag', () => {
    const { errors } = parseWithLines('<p>\n  hello\n  {title|shout}\n</p>');
    expect(errors).toEqual([{ message: "SyntaxError: Formatter 'shout' is unknown", line: 3, column: 3 }]);
  });

  it('places an unknown predicate at its tag', () => {
    const { errors } = parseWithLines('a\n{.sunny? x}y{.end}');
    expect(errors).toEqual([expect.objectContaining({ line: 2, column: 1 })]);
    expect(errors[0]!.message).toContain("Predicate 'sunny?' is unknown");
  });

  it('places a block left open at the tag that opened it', () => {
    const { errors } = parseWithLines('one\ntwo\n  {.section item}\n  {title}\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line: 3, column: 3 });
    expect(errors[0]!.message).toContain('EOF in the middle of SECTION');
  });

  it('places a dead alternate at its tag', () => {
    const { errors } = parseWithLines('{.section a}x\n{.or}y\n{.or}z{.end}');
    expect(errors.map((e) => e.line)).toEqual([3]);
  });

  it('finds nothing wrong in a good template', () => {
    expect(parseWithLines('{.section a}{b|html}{.or}none{.end}').errors).toEqual([]);
  });

  it('counts lines and columns from 1', () => {
    expect(positionOf('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(positionOf('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
