import { crumbCookie } from '../shared/crumb-cookie.ts';

export interface ApiAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

/**
 * The form and restock paths of SPEC section 7, as the islands call them: JSON with the page's crumb. A
 * network failure is status 0, so the caller can say so rather than guess at a server's answer.
 */
export async function postForm(path: string, body: unknown): Promise<ApiAnswer> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': crumbCookie() },
      body: JSON.stringify(body ?? {}),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      // Not JSON (a proxy's page): kept as text, which the failure rules will not show.
    }
    return { ok: response.ok, status: response.status, body: parsed };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}
