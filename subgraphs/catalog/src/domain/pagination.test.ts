import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination.ts';

describe('pageWindow', () => {
  it('slices pages from 1', () => {
    expect(pageWindow(12, 1, 5)).toEqual({ page: 1, pageSize: 5, pageCount: 3, offset: 0 });
    expect(pageWindow(12, 3, 5)).toEqual({ page: 3, pageSize: 5, pageCount: 3, offset: 10 });
  });

  it('keeps one page for an empty list and clamps odd input', () => {
    expect(pageWindow(0, 1, 10).pageCount).toBe(1);
    expect(pageWindow(5, -4, 0)).toMatchObject({ page: 1, pageSize: 10 });
    expect(pageWindow(5, 2, 500).pageSize).toBe(50);
    expect(pageWindow(5, 9, 5)).toMatchObject({ page: 9, pageCount: 1, offset: 40 });
  });
});
