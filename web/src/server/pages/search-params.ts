/** What a search URL asks for: /search?q=&page=&collection=&min=&max= (prices as the shopper types them). */
export interface SearchParams {
  query: string;
  page: number;
  collection?: string;
  min?: string;
  max?: string;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : undefined;

export function searchParams(query: Record<string, unknown>): SearchParams {
  const page = typeof query.page === 'string' && /^[1-9][0-9]{0,4}$/.test(query.page) ? Number(query.page) : 1;
  const params: SearchParams = { query: typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '', page };
  const collection = text(query.collection, 80);
  if (collection) params.collection = collection;
  for (const key of ['min', 'max'] as const) {
    const value = text(query[key], 20);
    if (value) params[key] = value;
  }
  return params;
}

/** The URL of another page of the same search, keeping its filters. */
export function searchUrl(params: SearchParams, page: number): string {
  const search = new URLSearchParams({ q: params.query });
  for (const key of ['collection', 'min', 'max'] as const) if (params[key]) search.set(key, params[key]!);
  if (page > 1) search.set('page', String(page));
  return `/search?${search.toString()}`;
}
