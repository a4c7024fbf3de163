import { PredicatePlugin, type Context } from '@squarespace/template-engine';

/** The regions that still measure in US customary units (CLDR's measurementSystem "US"). */
const US_CUSTOMARY_REGIONS = new Set(['US', 'LR', 'MM']);

/**
 * `units-metric?`: true when the site's locale measures in metric units, so a template can
 * choose "cm" or "in". A site without a locale region counts as metric, as the reference has it.
 */
export class UnitsMetricPredicate extends PredicatePlugin {
  apply(_args: string[], ctx: Context): boolean {
    const region = ctx.cldr?.General.locale().tag.region();
    return !region || !US_CUSTOMARY_REGIONS.has(region);
  }
}
