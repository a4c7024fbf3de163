import { describe, expect, it } from 'vitest';
import { useTestPlatform } from './support/test-platform.ts';

const app = useTestPlatform();
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;

describe('the tracking schema', () => {
  it('holds the contract’s tables, events partitioned by received_at', async () => {
    const tables = await rows(
      `select c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'tracking' and c.relkind in ('r', 'p') and not c.relispartition and c.relname <> 'mikro_orm_migrations' order by c.relname`,
    );
    expect(tables.map((t) => `${t.relname}:${t.relkind}`)).toEqual([
      'client_error_group:r',
      'daily_salt:r',
      'event:p',
      'rate_limit:r',
      'rollup:r',
      'rollup_pending:r',
      'site_setting:r',
    ]);
  });
});
