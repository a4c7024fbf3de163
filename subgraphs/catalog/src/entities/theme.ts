import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** A theme an owner imported: its files (path → base64), accepted only when it compiled cleanly. */
export class Theme {
  [OptionalProps]?: 'createdAt';
  id!: string;
  websiteId!: string;
  name!: string;
  version!: string;
  files!: Record<string, string>;
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
    createdAt: { type: 'datetime' },
  },
});
