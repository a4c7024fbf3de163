import { describe, expect, it } from 'vitest';
import { createTemplateCompiler, renderWith } from './compiler.ts';

const compiler = createTemplateCompiler();
const hundred = Array.from({ length: 100 }, (_, i) => i);
/** Arrays nested `depth` deep, 100 wide, sharing one array per level (cheap to build). */
const nested = (depth: number): unknown[] => (depth === 1 ? hundred : new Array(100).fill(nested(depth - 1)));
const nest = (depth: number) => '{.repeated section @}'.repeat(depth) + 'x' + '{.end}'.repeat(depth);

describe('render budget', () => {
  it('stops nested repeated sections that would run for ages, and says why', () => {
    // 100^5 iterations unbounded; stopped after the step budget.
    const json = nested(5);
    const started = Date.now();
    const result = renderWith(compiler, { template: nest(5), json, budget: { maxSteps: 200_000 } });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.stopped).toBe('more than 200000 steps');
    expect(result.errors.map((e) => e.message)).toContain(
      'RuntimeError: Rendering stopped: the template needed more than 200000 steps',
    );
  });

  it('stops output past its size', () => {
    const json = { text: 'y'.repeat(1000), items: hundred };
    const result = renderWith(compiler, {
      template: '{.repeated section items}{text}{text}{.end}',
      json,
      budget: { maxOutputChars: 50_000 },
    });
    expect(result.stopped).toBe('more than 50000 characters of output');
    expect(result.output.length).toBeLessThanOrEqual(50_000);
  });

  it('stops at its time limit', () => {
    const result = renderWith(compiler, {
      template: nest(4),
      json: nested(4),
      budget: { maxMillis: 50, maxSteps: 1e12 },
    });
    expect(result.stopped).toBe('more than 50 ms');
  });

  it('leaves ordinary templates alone', () => {
    const result = renderWith(compiler, {
      template: '{.repeated section @}{@}{.alternates with},{.end}',
      json: [1, 2, 3],
    });
    expect(result).toEqual({ output: '1,2,3', errors: [] });
  });
});
