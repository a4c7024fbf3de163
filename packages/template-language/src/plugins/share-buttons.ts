import { Formatter, type Context, type Node, type Variable } from '@squarespace/template-engine';
import { escapeHtml } from '@atelier/html';
import { SHARE_SERVICE_LABELS, shareServicesOf, shareUrlOf } from '@atelier/site';

const text = (node: Node) => (node.isMissing() ? '' : node.asString());

/** The first of these fields the item has. */
const firstOf = (item: Node, ...names: string[]) =>
  names.map((name) => item.get(name)).find((node) => !node.isMissing());

/**
 * `social-button` and `social-button-inline`: the platform's element for an item's share buttons,
 * with the same attributes (its conformance cases pass), holding a link for each service of
 * `website.shareButtonOptions` that Atelier offers, with the item's absolute address and title. The
 * platform fills its element with a script of its own; these links work without any script.
 */
export class ShareButtonsFormatter extends Formatter {
  constructor(private readonly inline: boolean) {
    super();
  }

  apply(_args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0]!;
    const website = ctx.resolve(['website']);
    const options = website.get('shareButtonOptions');
    if (website.isMissing() || options.isMissing() || options.size() === 0) {
      first.set('');
      return;
    }
    const names: unknown = options.value;
    const services = shareServicesOf(Array.isArray(names) ? names.map(String) : []);
    const item = first.node;
    const title = text(item.get('title'));
    const fullUrl = text(item.get('fullUrl'));
    const url = /^https?:\/\//.test(fullUrl) ? fullUrl : text(website.get('baseUrl')) + fullUrl;
    const assetUrl = firstOf(item, 'assetUrl') ?? item.path(['mainImage', 'assetUrl']);
    const tag = this.inline ? 'span' : 'div';
    const links = services.map(
      (service) =>
        `<a class="share-button share-${service}" href="${escapeHtml(shareUrlOf(service, url, title))}"` +
        ` target="_blank" rel="noopener noreferrer">${escapeHtml(SHARE_SERVICE_LABELS[service])}</a>`,
    );
    first.set(
      `<${tag} class="squarespace-social-buttons ${this.inline ? 'inline-style' : 'button-style'}"` +
        ` data-system-data-id="${escapeHtml(text(firstOf(item, 'systemDataId', 'mainImageId') ?? item.get('systemDataId')))}"` +
        ` data-asset-url="${escapeHtml(text(assetUrl))}"` +
        ` data-record-type="${escapeHtml(text(item.get('recordType')))}"` +
        ` data-full-url="${escapeHtml(fullUrl)}"` +
        ` data-title="${escapeHtml(title)}">${links.join('')}</${tag}>`,
    );
  }
}
