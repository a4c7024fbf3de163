import type { JobDefinition } from './job-runner.ts';

/**
 * Which background jobs a process schedules and works: every one (`npm start`), none, or those
 * named. A test platform works only the jobs its test exercises, so no schedule fires under a test
 * that did not ask for it.
 */
export type JobSelection = 'all' | 'none' | readonly string[];

/** The definitions a selection keeps; a name no definition has throws, so a typo cannot pass unnoticed. */
export function selectJobs(definitions: readonly JobDefinition[], selection: JobSelection): JobDefinition[] {
  if (selection === 'all') return [...definitions];
  if (selection === 'none') return [];
  const known = new Set(definitions.map((d) => d.name));
  const unknown = selection.filter((name) => !known.has(name));
  if (unknown.length) throw new Error(`no job named ${unknown.join(', ')} (the jobs are ${[...known].join(', ')})`);
  const wanted = new Set(selection);
  return definitions.filter((d) => wanted.has(d.name));
}
