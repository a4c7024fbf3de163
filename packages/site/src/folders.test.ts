import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FOLDER_BEHAVIOR,
  folderAddressAnswer,
  folderAround,
  folderMoveProblem,
  navigationEntries,
} from './folders.ts';

const place = (id: string, navigation: string | null, parentId: string | null = null, folder = false) => ({
  id,
  navigation,
  parentId,
  folder,
});

describe('folderAddressAnswer', () => {
  const children = [{ fullUrl: '/team' }, { fullUrl: '/history' }];
  it('lists the pages of an INDEX folder, even an empty one', () => {
    expect(folderAddressAnswer('INDEX', children)).toEqual({ kind: 'index' });
    expect(folderAddressAnswer('INDEX', [])).toEqual({ kind: 'index' });
  });
  it('sends a REDIRECT folder to its first page, and is no page while it has none', () => {
    expect(folderAddressAnswer('REDIRECT', children)).toEqual({ kind: 'redirect', to: '/team' });
    expect(folderAddressAnswer('REDIRECT', [])).toEqual({ kind: 'notFound' });
  });
  it('makes no page of a NONE folder', () => {
    expect(folderAddressAnswer('NONE', children)).toEqual({ kind: 'notFound' });
  });
  it('redirects by default, as Squarespace folders do', () => {
    expect(DEFAULT_FOLDER_BEHAVIOR).toBe('REDIRECT');
  });
});

describe('folderMoveProblem', () => {
  const page = { id: 'p', folder: false };
  const folder = { id: 'f', folder: true };
  const other = { id: 'g', folder: true };
  it('lets a page into a folder and anything out of one', () => {
    expect(folderMoveProblem(page, folder)).toBeUndefined();
    expect(folderMoveProblem(page, null)).toBeUndefined();
    expect(folderMoveProblem(folder, null)).toBeUndefined();
  });
  it('takes pages only into folders, and folders into none', () => {
    expect(folderMoveProblem(page, { id: 'q', folder: false })).toBe('NOT_A_FOLDER');
    expect(folderMoveProblem(folder, other)).toBe('FOLDER_IN_FOLDER');
    expect(folderMoveProblem(folder, folder)).toBe('FOLDER_IN_FOLDER');
  });
});

describe('navigationEntries', () => {
  const site = [
    place('shop', 'mainNav'),
    place('about', 'mainNav', null, true),
    place('team', 'footerNav', 'about'),
    place('blog', 'mainNav'),
    place('history', null, 'about'),
    place('terms', 'footerNav'),
  ];
  it('gives a navigation its top-level collections in order, each folder with its pages in order', () => {
    const main = navigationEntries(site, 'mainNav');
    expect(main.map((e) => e.collection.id)).toEqual(['shop', 'about', 'blog']);
    expect(main.map((e) => e.children.map((c) => c.id))).toEqual([[], ['team', 'history'], []]);
  });
  it('leaves a folder’s pages out of the navigation they were listed in', () => {
    expect(navigationEntries(site, 'footerNav').map((e) => e.collection.id)).toEqual(['terms']);
  });
  it('finds the folder around a page, or the folder at its own address', () => {
    expect(folderAround(site, 'history')?.id).toBe('about');
    expect(folderAround(site, 'about')?.id).toBe('about');
    expect(folderAround(site, 'shop')).toBeUndefined();
    expect(folderAround(site, undefined)).toBeUndefined();
  });
});
