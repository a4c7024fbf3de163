import { endSentence } from '@atelier/commerce';
import { escapeHtml } from '@atelier/html';

export interface NoticeFacts {
  siteTitle: string;
  productTitle: string;
  /** The variant's options (Size: M), in the product's order; empty for a product of one variant. */
  options: readonly { name: string; value: string }[];
  /** The product page, absolute. */
  productUrl: string;
  /** The unsubscribe page of the notice, absolute. */
  unsubscribeUrl: string;
}

/** The back-in-stock notice a visitor gets, once, for the variant they signed up for. */
export function noticeMessage(facts: NoticeFacts): {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
} {
  const options = facts.options.map((o) => `${o.name}: ${o.value}`).join(', ');
  const item = options ? `${facts.productTitle} (${options})` : facts.productTitle;
  const text = [
    endSentence(`Good news: ${item} is back in stock at ${facts.siteTitle}`),
    '',
    `See it here: ${facts.productUrl}`,
    '',
    'Stock can be limited, and this is the only notice we send for it.',
    '',
    `You asked ${facts.siteTitle} to tell you when it was back. To get no more restock notices from ${facts.siteTitle}, open ${facts.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<p>${endSentence(`Good news: <strong>${escapeHtml(item)}</strong> is back in stock at ${escapeHtml(facts.siteTitle)}`)}</p>`,
    `<p><a href="${escapeHtml(facts.productUrl)}">See it here</a></p>`,
    '<p>Stock can be limited, and this is the only notice we send for it.</p>',
    `<p style="color:#777;font-size:12px">You asked ${escapeHtml(facts.siteTitle)} to tell you when it was back. <a href="${escapeHtml(facts.unsubscribeUrl)}">Unsubscribe from restock notices</a>.</p>`,
  ].join('\n');
  return {
    subject: `Back in stock: ${item}`,
    text,
    html,
    // Mail programs show their own unsubscribe button for this; the page asks before it acts.
    headers: { 'List-Unsubscribe': `<${facts.unsubscribeUrl}>` },
  };
}
