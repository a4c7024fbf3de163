/**
 * Where subgraphs that run elsewhere listen, from ATELIER_SUBGRAPH_URLS:
 * `catalog=http://10.0.0.2:4001/graphql,commerce=http://10.0.0.3:4002/graphql`. Empty when unset
 * (every subgraph runs in this process). A malformed entry stops the start: a subgraph silently
 * left out would run here instead, beside the one that was meant.
 */
export function parseSubgraphUrls(text = process.env.ATELIER_SUBGRAPH_URLS): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const entry of (text ?? '').split(',').map((e) => e.trim())) {
    if (!entry) continue;
    const [name, url, extra] = entry.split(/=(.*)/s).map((part) => part.trim());
    if (!name || !/^[a-z][a-z0-9-]*$/.test(name) || !url || extra) {
      throw new Error(`ATELIER_SUBGRAPH_URLS: "${entry}" is not <subgraph>=<http(s) URL>`);
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`ATELIER_SUBGRAPH_URLS: ${name}'s address "${url}" is not a URL`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new Error(`ATELIER_SUBGRAPH_URLS: ${name}'s address "${url}" is not http(s)`);
    }
    if (urls[name]) throw new Error(`ATELIER_SUBGRAPH_URLS names ${name} twice`);
    urls[name] = url;
  }
  return urls;
}
