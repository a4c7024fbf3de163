import { Agent, fetch } from 'undici';

let nextHost = 2;

/**
 * A loopback address of its own for each client (127.0.0.2, .3, …): the product sees every test
 * client as a separate shopper, as it would in the field, so per-client limits apply per client.
 */
function nextLoopbackAddress(): string {
  const host = nextHost;
  nextHost = nextHost >= 250 ? 2 : nextHost + 1;
  return `127.0.0.${host}`;
}

export interface HttpClientOptions {
  /** The address requests come from; a fresh loopback address when left out. */
  address?: string;
}

/** A tiny HTTP client with a cookie jar, standing in for one browser or legacy embed. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  readonly address: string;
  private readonly dispatcher: Agent;

  constructor(
    readonly baseUrl: string,
    options: HttpClientOptions = {},
  ) {
    this.address = options.address ?? nextLoopbackAddress();
    // Every name is this machine: <slug>.localhost and test domains reach the app as a browser's would.
    const lookup = (_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) =>
      opts?.all ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4);
    this.dispatcher = new Agent({ localAddress: this.address, connect: { lookup } as never });
  }

  async request(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; raw?: string } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body,
      redirect: 'manual',
      dispatcher: this.dispatcher,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = decodeURIComponent(pair!.slice(index + 1).trim());
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json, bytes };
  }

  get crumb(): string | undefined {
    return this.cookies.get('crumb');
  }

  /** Opens a page first, as a browser would, so that the crumb cookie is set. */
  async openPage(path = '/shop') {
    return this.request('GET', path);
  }

  api(method: string, path: string, body?: unknown, crumb = this.crumb) {
    return this.request(method, path, { body, headers: crumb ? { 'X-CSRF-Token': crumb } : {} });
  }

  graphql<T = any>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
    return this.request('POST', '/graphql', { body: { query, variables }, headers }) as Promise<{
      status: number;
      json: { data?: T; errors?: any[] };
      text: string;
      headers: Headers;
    }>;
  }
}
