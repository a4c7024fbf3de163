import { EntitySchema } from '@mikro-orm/core';

/** The salt of one UTC day's visitor hashes; deleted once the day is over, so no hash can be remade. */
export class DailySalt {
  /** The UTC day, YYYY-MM-DD. */
  day!: string;
  salt!: string;
}

export const DailySaltSchema = new EntitySchema<DailySalt>({
  class: DailySalt,
  tableName: 'daily_salt',
  properties: {
    day: { type: 'date', primary: true },
    salt: { type: 'text' },
  },
});
