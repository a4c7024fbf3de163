/**
 * Preprocessor-scoped instructions (`{^…}`), which the engine leaves out. A theme marks
 * instructions with `^` to run them once, ahead of rendering:
 * - in preprocess mode only those run, and everything else is template text: `{^name}` becomes
 *   `{name}`, and a plain instruction's braces become `{.meta-left}` and `{.meta-right}`, so that
 *   rendering the result gives the preprocessed template;
 * - in normal rendering they are left out altogether.
 * Braces pair as the tokenizer pairs them: a `{` followed by another `{` before any `}` is text,
 * and is written as `{.meta-left}` so that it stays text when the instruction after it is dropped.
 */
export type PreprocessMode = 'preprocess' | 'render';

const LEFT = '{.meta-left}';
const RIGHT = '{.meta-right}';

function escapeBraces(text: string): string {
  return text.replace(/[{}]/g, (brace) => (brace === '{' ? LEFT : RIGHT));
}

export function rewritePreprocessorScope(source: string, mode: PreprocessMode): string {
  const preprocess = mode === 'preprocess';
  let out = '';
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('{', i);
    if (open === -1) {
      out += preprocess ? escapeBraces(source.slice(i)) : source.slice(i);
      break;
    }
    out += preprocess ? escapeBraces(source.slice(i, open)) : source.slice(i, open);
    const scoped = source.startsWith('{^', open);
    const comment = source.startsWith(scoped ? '{^##' : '{##', open);
    if (comment) {
      const end = source.indexOf('##}', open + (scoped ? 4 : 3));
      const stop = end === -1 ? source.length : end + 3;
      const body = source.slice(open + (scoped ? 4 : 3), end === -1 ? source.length : end);
      if (scoped) out += preprocess ? `{##${body}##}` : '';
      else out += preprocess ? escapeBraces(source.slice(open, stop)) : source.slice(open, stop);
      i = stop;
      continue;
    }
    const close = source.indexOf('}', open + 1);
    const inner = source.indexOf('{', open + 1);
    if (close === -1 || (inner !== -1 && inner < close)) {
      // Text, and it must stay text once what follows it is rewritten.
      out += LEFT;
      i = open + 1;
      continue;
    }
    const region = source.slice(open + 1, close);
    if (scoped) out += preprocess ? `{${region.slice(1)}}` : '';
    else out += preprocess ? `${LEFT}${escapeBraces(region)}${RIGHT}` : `{${region}}`;
    i = close + 1;
  }
  return out;
}
