import { CalendarLinkFormatter } from './calendar-link.ts';
import { CartQuantityFormatter } from './cart-quantity.ts';
import { ShareButtonsFormatter } from './share-buttons.ts';
import { Formatters, type FormatterTable, type PredicateTable } from '@squarespace/template-engine';
import { AddToCartButtonFormatter } from './add-to-cart-button.ts';
import { quantityInputInForm, variantsSelectInForm } from './product-form-fields.ts';
import { DateTimeFieldFormatter } from './datetimefield.ts';
import { GalleryIndicatorsPredicate } from './gallery-indicators.ts';
import { HtmlEscapeFormatter } from './html-escape.ts';
import { DateRangeGuard, GuardedApplyFormatter } from './guards.ts';
import {
  CartSubtotalFormatter,
  I18nMoneyFormatter,
  LegacyMoneyFormatter,
  MoneyFormatter,
  PercentageFormatFormatter,
} from './money.ts';
import { MessageFormatter } from './message.ts';
import { RelativeTimeFormatter } from './relative-time.ts';
import { UnitsMetricPredicate } from './units-metric.ts';
import { VariantsSelectFormatter } from './variants-select.ts';

const engine = (name: string) => {
  const formatter = Formatters[name];
  if (!formatter) throw new Error(`the template engine has no formatter ${name}`);
  return formatter;
};

/**
 * What Atelier adds to the engine: the formatters it leaves empty, and some it extends (the
 * message units, weeks in relative time, self recursion, the date range, the product block's
 * fields as a form on pages that take adds without scripts, the complete HTML escape, the
 * add-to-calendar link in UTF-8, share buttons as links).
 */
export const ATELIER_FORMATTERS: FormatterTable = {
  'money-format': new LegacyMoneyFormatter('money-format', false),
  moneyFormat: new LegacyMoneyFormatter('moneyFormat', false),
  'money-string': new LegacyMoneyFormatter('money-string', true),
  money: new MoneyFormatter(engine('money')),
  'percentage-format': new PercentageFormatFormatter(),
  'add-to-cart-btn': new AddToCartButtonFormatter(engine('add-to-cart-btn')),
  'variants-select': variantsSelectInForm(new VariantsSelectFormatter(engine('variants-select'))),
  'quantity-input': quantityInputInForm(engine('quantity-input')),
  html: new HtmlEscapeFormatter(),
  htmlattr: new HtmlEscapeFormatter(),
  htmltag: new HtmlEscapeFormatter(),
  'cart-subtotal': new CartSubtotalFormatter(),
  'cart-quantity': new CartQuantityFormatter(),
  'i18n-money-format': new I18nMoneyFormatter(),
  datetimefield: new DateRangeGuard(new DateTimeFieldFormatter()),
  message: new MessageFormatter(),
  'relative-time': new DateRangeGuard(new RelativeTimeFormatter()),
  apply: new GuardedApplyFormatter(),
  date: new DateRangeGuard(engine('date')),
  datetime: new DateRangeGuard(engine('datetime')),
  'datetime-interval': new DateRangeGuard(engine('datetime-interval')),
  timesince: new DateRangeGuard(engine('timesince')),
  'google-calendar-url': new CalendarLinkFormatter(),
  'social-button': new ShareButtonsFormatter(false),
  'social-button-inline': new ShareButtonsFormatter(true),
};

export const ATELIER_PREDICATES: PredicateTable = {
  'units-metric?': new UnitsMetricPredicate(),
  'gallery-indicators?': new GalleryIndicatorsPredicate(),
};
