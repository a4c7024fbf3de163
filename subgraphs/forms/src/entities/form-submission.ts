import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { FormValues } from '@atelier/forms';

/** A visitor's answers to a form, as sanitised; searchText holds their words for the owner's search. */
export class FormSubmission {
  [OptionalProps]?: 'pageUrl' | 'createdAt';
  id!: string;
  formId!: string;
  websiteId!: string;
  answers!: FormValues;
  searchText!: string;
  pageUrl: string | null = null;
  /** SHA-256 of the submission key it was sent with: unique, so one key never stores two. */
  keyHash!: string;
  createdAt = new Date();
}

export const FormSubmissionSchema = new EntitySchema<FormSubmission>({
  class: FormSubmission,
  tableName: 'form_submission',
  properties: {
    id: { type: 'text', primary: true },
    formId: { type: 'text' },
    websiteId: { type: 'text' },
    answers: { type: 'json' },
    searchText: { type: 'text' },
    pageUrl: { type: 'text', nullable: true },
    keyHash: { type: 'text', unique: true },
    createdAt: { type: 'datetime' },
  },
});
