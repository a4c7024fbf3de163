/**
 * The key the API explorer sends, kept in this page's memory only: a key just made in the API keys
 * panel is handed over here, and a reload forgets it. Never in localStorage, sessionStorage or a
 * cookie, where anything else running on the origin, or the next person at the browser, could read it.
 */
let key = '';

export const explorerKey = (): string => key;

export function setExplorerKey(secret: string): void {
  key = secret.trim();
}
