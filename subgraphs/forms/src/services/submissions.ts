import type { EntityManager } from '@mikro-orm/postgresql';
import { answerFields, summariseSubmission } from '@atelier/forms';
import { csvDocument } from '@atelier/commerce';
import { FormSubmission } from '../entities/form-submission.ts';
import type { Form } from '../entities/form.ts';
import { CSV_MAX_ROWS, SUBMISSIONS_PAGE } from '../domain/submission-policy.ts';
import { decodeSubmissionCursor, encodeSubmissionCursor } from '../domain/submission-cursor.ts';
import { definitionOf } from './form-definition-of.ts';

export interface SubmissionPage {
  nodes: FormSubmission[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

const MAX_SEARCH_WORDS = 8;
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Submissions whose answers hold every word searched, in any case. */
function searchFilter(search: string | null | undefined) {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return words.length ? { $and: words.map((word) => ({ searchText: { $like: likePattern(word) } })) } : {};
}

/** One page of a form's submissions, newest first, keyset-paged so page 100 costs what page 1 does. */
export async function submissionPage(
  em: EntityManager,
  form: Form,
  options: { first?: number | null; after?: string | null; search?: string | null },
): Promise<SubmissionPage> {
  const first = Math.min(Math.max(options.first ?? SUBMISSIONS_PAGE.default, 1), SUBMISSIONS_PAGE.max);
  const base = { formId: form.id, ...searchFilter(options.search) };
  const cursor = options.after ? decodeSubmissionCursor(options.after) : null;
  const after = cursor
    ? { $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }] }
    : {};
  const [rows, totalCount] = await Promise.all([
    em.find(
      FormSubmission,
      { ...base, ...after },
      { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: first + 1 },
    ),
    em.count(FormSubmission, base),
  ]);
  const nodes = rows.slice(0, first);
  const last = nodes.at(-1);
  return { nodes, totalCount, hasNextPage: rows.length > first, endCursor: last ? encodeSubmissionCursor(last) : null };
}

/** Every submission of a form as CSV: when it came, then one column per field titled as the field. */
export async function submissionsCsv(em: EntityManager, form: Form): Promise<string> {
  const definition = definitionOf(form);
  const rows = await em.find(
    FormSubmission,
    { formId: form.id },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: CSV_MAX_ROWS },
  );
  const header = ['Submitted', ...answerFields(definition).map((field) => field.title)];
  const lines = rows.map((row) => [
    row.createdAt.toISOString(),
    ...summariseSubmission(definition, row.answers).map((field) => field.value),
  ]);
  return csvDocument([header, ...lines]);
}
