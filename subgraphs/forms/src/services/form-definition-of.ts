import type { FormDefinition } from '@atelier/forms';
import type { Form } from '../entities/form.ts';

/** The stored form as the rules of @atelier/forms read it. */
export const definitionOf = (form: Form): FormDefinition => ({
  ...form.definition,
  id: form.id,
  // Forms stored before newsletters were marked are no sign-ups.
  newsletter: form.definition.newsletter === true,
});
