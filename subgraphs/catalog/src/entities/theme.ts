import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** Where a version of a site's theme came from: a zip, a save in the template editor, a preview of unsaved edits. */
export type ThemeOrigin = 'import' | 'editor' | 'preview';

/**
 * A version of a site's own theme: its files (path → base64) and compiled CSS, stored only when it
 * compiled cleanly, and never changed afterwards (an edit is a new version with a new id).
 */
export class Theme {
  [OptionalProps]?: 'createdAt' | 'origin' | 'draft' | 'number' | 'savedBy';
  id!: string;
  websiteId!: string;
  name!: string;
  version!: string;
  files!: Record<string, string>;
  /** Its stylesheets as compiled when it was checked, so no server compiles an owner's LESS again. */
  css!: string;
  createdAt = new Date();
  /** 1, 2, … among the site's saved versions; null for a draft. */
  number: number | null = null;
  /** The owner of the site when it was saved (null for imports made before versions were kept). */
  savedBy: string | null = null;
  origin: ThemeOrigin = 'import';
  /** A preview of unsaved edits: never listed, never published. */
  draft = false;
}

export const ThemeSchema = new EntitySchema<Theme>({
  class: Theme,
  tableName: 'theme',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    name: { type: 'text' },
    version: { type: 'text' },
    files: { type: 'json', lazy: true },
    css: { type: 'text', lazy: true },
    createdAt: { type: 'datetime' },
    number: { type: 'integer', nullable: true },
    savedBy: { type: 'text', nullable: true },
    origin: { type: 'text' },
    draft: { type: 'boolean' },
  },
});
