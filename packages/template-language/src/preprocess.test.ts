import { describe, expect, it } from 'vitest';
import { rewritePreprocessorScope } from './preprocess.ts';

describe('rewritePreprocessorScope', () => {
  it('in preprocess mode runs only the marked instructions and keeps the rest as text', () => {
    expect(rewritePreprocessorScope('{^name} {.section a}{b}{.end}', 'preprocess')).toBe(
      '{name} {.meta-left}.section a{.meta-right}{.meta-left}b{.meta-right}{.meta-left}.end{.meta-right}',
    );
    expect(rewritePreprocessorScope('{.section {^.if a}bar}', 'preprocess')).toBe(
      '{.meta-left}.section {.if a}bar{.meta-right}',
    );
    expect(rewritePreprocessorScope('{^## gone ## } ##}{## kept ##}', 'preprocess')).toBe(
      '{## gone ## } ##}{.meta-left}## kept ##{.meta-right}',
    );
  });
  it('in normal rendering leaves the marked instructions out', () => {
    expect(rewritePreprocessorScope('{^# note}{a}{^.section x}{b}{^.end}', 'render')).toBe('{a}{b}');
    expect(rewritePreprocessorScope('{# {^comment} #}', 'render')).toBe('{.meta-left}#  #}');
    expect(rewritePreprocessorScope('{^##\nmulti } line\n##}x', 'render')).toBe('x');
    expect(rewritePreprocessorScope('plain { text } here', 'render')).toBe('plain { text } here');
  });
});
