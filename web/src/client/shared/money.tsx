import { formatMoney, plainMoneyFormat, type MoneyFormat } from '@atelier/commerce';

let pageFormat: MoneyFormat | null | undefined;

/**
 * The money format the server wrote the page with (its data block): islands write amounts with the
 * same format and the same formatMoney as the template formatters. A page without one (or an
 * amount in another currency) gets the plain format of the currency.
 */
export function pageMoneyFormat(currency: string): MoneyFormat {
  if (pageFormat === undefined) {
    const block = document.getElementById('atelier-money-format');
    try {
      pageFormat = block?.textContent ? (JSON.parse(block.textContent) as MoneyFormat) : null;
    } catch {
      pageFormat = null;
    }
  }
  return pageFormat && pageFormat.currency === currency ? pageFormat : plainMoneyFormat(currency);
}

/** An amount as the page writes it: legacy amounts inside the span the site's money style decorates. */
export function Money({ value }: { value: { minor: number; currency: string } | { value: string; currency: string } }) {
  const format = pageMoneyFormat(value.currency);
  const text = formatMoney(value, format);
  return format.style === 'native' ? <span className="sqs-money-native">{text}</span> : <>{text}</>;
}
