import { Formatter, type Context, type Node, type Variable } from '@squarespace/template-engine';
import { calendarLinkOf } from '@atelier/site';

const text = (node: Node) => (node.isMissing() ? '' : node.asString());

/**
 * `google-calendar-url`: an event's add-to-calendar link, by packages/site's one rule. The engine's
 * own encodes the title with `escape()`, which writes "é" as %E9 (not UTF-8) and leaves "+" and "/"
 * as they are, and asks over plain http.
 */
export class CalendarLinkFormatter extends Formatter {
  apply(_args: string[], vars: Variable[], _ctx: Context): void {
    const first = vars[0]!;
    const node = first.node;
    const location = node.get('location');
    const link = calendarLinkOf({
      title: text(node.get('title')),
      startDate: node.get('startDate').asNumber(),
      endDate: node.get('endDate').asNumber(),
      location: location.isMissing()
        ? null
        : {
            addressLine1: text(location.get('addressLine1')),
            addressLine2: text(location.get('addressLine2')),
            addressCountry: text(location.get('addressCountry')),
          },
    });
    first.set(link ?? '');
  }
}
