import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { FormDefinition } from '@atelier/forms';

/** A site's form. The definition is stored as checkFormDefinition returned it, so it reads back whole. */
export class Form {
  [OptionalProps]?: 'notifyEmail' | 'version' | 'createdAt' | 'updatedAt';
  id!: string;
  websiteId!: string;
  name!: string;
  definition!: Omit<FormDefinition, 'id'>;
  notifyEmail: string | null = null;
  version = 1;
  createdAt = new Date();
  updatedAt = new Date();
}

export const FormSchema = new EntitySchema<Form>({
  class: Form,
  tableName: 'form',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    name: { type: 'text' },
    definition: { type: 'json' },
    notifyEmail: { type: 'text', nullable: true },
    version: { type: 'integer', version: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime', onUpdate: () => new Date() },
  },
});
