import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000100_forms_initial } from './Migration20261122000100_forms_initial.ts';
import { Migration20261122000300_forms_captcha_keys } from './Migration20261122000300_forms_captcha_keys.ts';
import { Migration20261122000400_forms_owner_copies } from './Migration20261122000400_forms_owner_copies.ts';
import { Migration20261126000100_forms_comments } from './Migration20261126000100_forms_comments.ts';
import { Migration20261210000000_forms_newsletter_members } from './Migration20261210000000_forms_newsletter_members.ts';

/** Every migration of the forms schema, oldest first. Never edit one that has landed: add another. */
export const formsMigrations: MigrationObject[] = [
  { name: 'Migration20261122000100_forms_initial', class: Migration20261122000100_forms_initial },
  { name: 'Migration20261122000300_forms_captcha_keys', class: Migration20261122000300_forms_captcha_keys },
  { name: 'Migration20261122000400_forms_owner_copies', class: Migration20261122000400_forms_owner_copies },
  { name: 'Migration20261126000100_forms_comments', class: Migration20261126000100_forms_comments },
  {
    name: 'Migration20261210000000_forms_newsletter_members',
    class: Migration20261210000000_forms_newsletter_members,
  },
];
