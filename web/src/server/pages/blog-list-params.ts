/** What a blog list URL asks for: a page and at most one filter of each kind. */
export interface BlogListParams {
  page: number;
  category?: string;
  tag?: string;
  author?: string;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() && value.length <= 100 ? value.trim() : undefined;

/** Reads ?page=&category=&tag=&author=; a page that is not a whole number from 1 is page 1. */
export function blogListParams(query: Record<string, unknown>): BlogListParams {
  const page = typeof query.page === 'string' && /^[1-9][0-9]{0,5}$/.test(query.page) ? Number(query.page) : 1;
  const params: BlogListParams = { page };
  for (const key of ['category', 'tag', 'author'] as const) {
    const value = text(query[key]);
    if (value) params[key] = value;
  }
  return params;
}

/** The URL of another page of the same list, keeping its filters. */
export function listUrl(base: string, params: BlogListParams, page: number): string {
  const search = new URLSearchParams();
  for (const key of ['category', 'tag', 'author'] as const) if (params[key]) search.set(key, params[key]!);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

/** The `pagination` JSON of a list, as themes read it (nextPage, nextPageUrl, prevPage, prevPageUrl). */
export function paginationOf(
  list: { page: number; pageCount: number; totalCount: number },
  urlOf: (page: number) => string,
) {
  const nextPage = list.page < list.pageCount;
  const prevPage = list.page > 1;
  return {
    page: list.page,
    pageCount: list.pageCount,
    totalCount: list.totalCount,
    nextPage,
    prevPage,
    ...(nextPage ? { nextPageUrl: urlOf(list.page + 1) } : {}),
    ...(prevPage ? { prevPageUrl: urlOf(Math.min(list.page - 1, list.pageCount)) } : {}),
  };
}
