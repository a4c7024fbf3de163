import { moneyFormatFor, storefrontMoneyStyle } from '@atelier/template-language';
import type { MoneyFormat } from '@atelier/commerce';
import { dataBlock } from './data-block.ts';

export interface MoneySettings {
  locale: string;
  storeSettings: { selectedCurrency: string; useCLDRMoneyFormat: boolean };
}

/** The format a site's pages write its prices in: the template formatters' and, through the page, the islands'. */
export function storefrontMoneyFormat(site: MoneySettings): MoneyFormat {
  return moneyFormatFor(
    site.locale,
    site.storeSettings.selectedCurrency,
    storefrontMoneyStyle(site.storeSettings.useCLDRMoneyFormat),
  );
}

/** The money format for the islands (read by web/src/client/shared/money.tsx). */
export const moneyFormatBlock = (format: MoneyFormat) => dataBlock('atelier-money-format', format);

const cssString = (text: string) =>
  `"${[...text].map((c) => (/[\w .,$€£¥₹₪-]/.test(c) ? c : `\\${c.codePointAt(0)!.toString(16)} `)).join('')}"`;

/**
 * Legacy amounts are bare numbers in sqs-money-native spans (the template language's contract);
 * the site's currency symbol goes around them by style, where its legacy design puts it.
 */
export function nativeMoneyStyle(site: MoneySettings, nonce: string): string {
  if (site.storeSettings.useCLDRMoneyFormat) return '';
  const legacy = moneyFormatFor(site.locale, site.storeSettings.selectedCurrency, 'legacy');
  const [before, after] = legacy.positive.map((affix) => affix.replace('¤', legacy.symbol));
  return `<style nonce="${nonce}">.sqs-money-native::before{content:${cssString(before!)}}.sqs-money-native::after{content:${cssString(after!)}}</style>\n`;
}
