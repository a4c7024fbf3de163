/**
 * The collector's paths (tracking-routes.ts), by prefix: told apart before any middleware runs, so
 * that the edge can leave out what buys a beacon nothing (an access log line per event, a page's
 * security headers on an empty 202).
 */
const PREFIXES = ['/api/census/', '/api/v1/events', '/api/events/RecordEvent', '/api/events/RecordJavascriptErrors'];

export function isCollectorPath(path: string): boolean {
  return PREFIXES.some((prefix) => path.startsWith(prefix));
}
