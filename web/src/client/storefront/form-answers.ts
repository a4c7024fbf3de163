import type { FormDefinition } from '@atelier/forms';

/**
 * A form block's inputs read into the raw answers that sanitiseAnswers takes (SPEC section 5):
 * multi-part fields a list of their parts in order, checkboxes the checked values, a radio its
 * value, likert question to scale value, everything else its text.
 */
export function gatherAnswers(form: HTMLFormElement, definition: FormDefinition): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const field of definition.fields) {
    const root = form.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(field.id)}"]`);
    if (!root || field.type === 'section') continue;
    switch (field.type) {
      case 'address':
      case 'name':
      case 'date':
      case 'time':
      case 'phone':
        answers[field.id] = [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-part]')].map(
          (input) => input.value,
        );
        break;
      case 'checkbox':
        answers[field.id] = [...root.querySelectorAll<HTMLInputElement>('input[type=checkbox]:checked')].map(
          (input) => input.value,
        );
        break;
      case 'radio':
        answers[field.id] = root.querySelector<HTMLInputElement>('input[type=radio]:checked')?.value ?? '';
        break;
      case 'likert':
        answers[field.id] = Object.fromEntries(
          [...root.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')].map((input) => [
            input.dataset.question ?? '',
            input.value,
          ]),
        );
        break;
      default: {
        const input = root.matches('input')
          ? (root as HTMLInputElement)
          : root.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select');
        answers[field.id] = input?.value ?? '';
      }
    }
  }
  return answers;
}
