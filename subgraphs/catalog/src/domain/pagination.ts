/** Largest page a list may ask for: a theme's pageSize, or a query tag's limit. */
export const MAX_PAGE_SIZE = 50;

export interface PageWindow {
  page: number;
  pageSize: number;
  pageCount: number;
  offset: number;
}

/**
 * Which slice of `total` items a page shows. Pages count from 1; a page past the end is empty but
 * still knows the page count (so a stale link shows "no posts", not an error); sizes are clamped.
 */
export function pageWindow(
  total: number,
  page: number | null | undefined,
  pageSize: number | null | undefined,
): PageWindow {
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(pageSize ?? 10) || 10));
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.max(1, Math.min(Math.trunc(page ?? 1) || 1, 100_000));
  return { page: current, pageSize: size, pageCount, offset: (current - 1) * size };
}
