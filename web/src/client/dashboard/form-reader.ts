import type { Problem } from './user-errors.tsx';

/**
 * A submitted form's fields by name, each parsed value taken or its refusal kept under the input's
 * name: the names are those of the mutation's input, so the form's own refusals and the server's
 * mark the same fields.
 */
export function formReader(form: HTMLFormElement) {
  const data = new FormData(form);
  const problems: Problem[] = [];
  return {
    problems,
    text: (name: string) => String(data.get(name) ?? '').trim(),
    checked: (name: string) => data.get(name) === 'on',
    take<T extends object>(name: string, parsed: T | { message: string }): T | undefined {
      if ('message' in parsed) {
        problems.push({ field: ['input', name], message: parsed.message });
        return undefined;
      }
      return parsed;
    },
  };
}
