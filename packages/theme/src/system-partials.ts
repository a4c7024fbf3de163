import type { RootCode } from '@squarespace/template-engine';
import { parseWithLines } from '@atelier/template-language';
import { RESERVED_KEYS } from './server-tags.ts';

/**
 * Partials every theme may apply without writing them, as the developer platform's themes do:
 * `{@|apply sqs-share-buttons}` inside an item, `sqs-comments` and `sqs-related-items`. A theme's own
 * block of the same name wins. Written for Atelier with the template language's own formatters
 * (social-button reads website.shareButtonOptions; comments draws the comments container).
 */
const SOURCES: Readonly<Record<string, string>> = {
  'sqs-share-buttons': '<div class="sqs-share-buttons">{@|social-button}</div>',
  'sqs-comments': '<div class="sqs-comments">{@|comments}</div>',
  'sqs-related-items': `{.section ${RESERVED_KEYS.related}}{.repeated section items}<a class="sqs-related-item" href="{fullUrl|htmlattr}">{title|htmltag}</a>{.end}{.end}`,
};

export const SYSTEM_PARTIALS: Readonly<Record<string, RootCode>> = Object.fromEntries(
  Object.entries(SOURCES).map(([name, source]) => {
    const parsed = parseWithLines(source);
    if (parsed.errors.length)
      throw new Error(`the system partial ${name} does not compile: ${parsed.errors[0]!.message}`);
    return [name, parsed.code as RootCode];
  }),
);
