import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A theme an owner imported: its files (path → base64) and compiled CSS, accepted only when it compiled cleanly. */
export class Theme {
  [OptionalProps]?: 'createdAt';
  id!: string;
  websiteId!: string;
  name!: string;
  version!: string;
  files!: Record<string, string>;
  /** Its stylesheets as compiled when it was checked, so no server compiles an owner's LESS again. */
  css!: string;
  createdAt = new Date();
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
  },
});
