import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CLDRFramework, type CLDR } from '@phensley/cldr';

/** A site without a locale of its own reads as the product's default. */
export const DEFAULT_LOCALE = 'en-US';

const require = createRequire(import.meta.url);

/**
 * CLDR data by language, read from the packs inside the @phensley/cldr package (no network). Each
 * pack is read once per process; a locale the data does not know falls back to its language's
 * default, or to English.
 */
const framework = new CLDRFramework({
  loader: (language: string) => readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8'),
  packCacheSize: 20,
  patternCacheSize: 200,
});

const byLocale = new Map<string, CLDR>();

export function cldrFor(locale: string | undefined): CLDR {
  const tag = locale?.trim() || DEFAULT_LOCALE;
  let cldr = byLocale.get(tag);
  if (!cldr) {
    try {
      cldr = framework.get(tag);
    } catch {
      cldr = framework.get(DEFAULT_LOCALE);
    }
    if (byLocale.size > 500) byLocale.clear();
    byLocale.set(tag, cldr);
  }
  return cldr;
}
