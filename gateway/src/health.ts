/**
 * Asks each subgraph's /health, and the federation gateway's /readiness when another one plans the
 * operations (Hive Gateway answers there once it has loaded the supergraph); the gateway is healthy
 * when all of them are.
 */
export async function subgraphHealth(subgraphUrls: Record<string, string>, federationUrl?: string) {
  const checks: [string, string][] = Object.entries(subgraphUrls).map(([name, url]) => [
    name,
    url.replace(/\/graphql$/, '/health'),
  ]);
  if (federationUrl) checks.push(['federation', new URL('/readiness', federationUrl).href]);
  const entries = await Promise.all(
    checks.map(async ([name, url]) => {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
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
