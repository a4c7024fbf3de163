/** Asks each subgraph's /health; the gateway is healthy when all of them are. */
export async function subgraphHealth(subgraphUrls: Record<string, string>) {
  const entries = await Promise.all(
    Object.entries(subgraphUrls).map(async ([name, url]) => {
      try {
        const response = await fetch(url.replace(/\/graphql$/, '/health'), { signal: AbortSignal.timeout(2000) });
        return [name, response.ok ? 'ok' : 'unavailable'] as const;
      } catch {
        return [name, 'unreachable'] as const;
      }
    }),
  );
  const subgraphs = Object.fromEntries(entries);
  const status = entries.every(([, s]) => s === 'ok') ? 'ok' : 'degraded';
  return { status, subgraphs };
}
