import { Formatter, type Context, type Variable } from '@squarespace/template-engine';
import { escapeHtml } from '@atelier/html';

/**
 * `html`, `htmlattr` and `htmltag` write text with Atelier's one escape (packages/html). The engine's
 * own leave characters out: `html` both quotes, `htmlattr` and `htmltag` the apostrophe, which ends
 * a theme's single-quoted attribute (`alt='{title|htmlattr}'`) at the first "Jerry's".
 */
export class HtmlEscapeFormatter extends Formatter {
  apply(_args: string[], vars: Variable[], _ctx: Context): void {
    const first = vars[0]!;
    first.set(escapeHtml(first.node.asString()));
  }
}
