import { describe, expect, it } from 'vitest';
import type { JobDefinition } from './job-runner.ts';
import { selectJobs } from './job-selection.ts';

const job = (name: string): JobDefinition => ({ name, cron: '* * * * *', retention: '', run: async () => {} });
const definitions = [job('cart.abandoned-carts'), job('orders.reconcile-payments'), job('restock.send')];
const names = (selected: JobDefinition[]) => selected.map((d) => d.name);

describe('selectJobs', () => {
  it('keeps every job for all and none for none', () => {
    expect(names(selectJobs(definitions, 'all'))).toEqual([
      'cart.abandoned-carts',
      'orders.reconcile-payments',
      'restock.send',
    ]);
    expect(selectJobs(definitions, 'none')).toEqual([]);
  });

  it('keeps the named jobs only, in their definitions order', () => {
    expect(names(selectJobs(definitions, ['restock.send', 'cart.abandoned-carts']))).toEqual([
      'cart.abandoned-carts',
      'restock.send',
    ]);
    expect(selectJobs(definitions, [])).toEqual([]);
  });

  it('refuses a name no job has', () => {
    expect(() => selectJobs(definitions, ['restock.sned'])).toThrow(
      'no job named restock.sned (the jobs are cart.abandoned-carts, orders.reconcile-payments, restock.send)',
    );
  });
});
