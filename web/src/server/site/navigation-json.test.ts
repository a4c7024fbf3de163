import { describe, expect, it } from 'vitest';
import { createTemplateCompiler, renderWith } from '@atelier/template-language';
import { folderNavigationJson, navigationsJson, type NavigationCollection } from './navigation-json.ts';

const collection = (
  id: string,
  navigation: string | null,
  extra: Partial<NavigationCollection> = {},
): NavigationCollection => ({
  id,
  title: id[0]!.toUpperCase() + id.slice(1),
  urlId: id,
  fullUrl: `/${id}`,
  type: 'PAGE',
  navigation,
  folder: false,
  folderBehavior: null,
  parentId: null,
  ...extra,
});

const site = [
  collection('shop', 'mainNav', { type: 'PRODUCTS' }),
  collection('company', 'mainNav', { type: 'FOLDER', folder: true, folderBehavior: 'REDIRECT' }),
  collection('about', 'mainNav', { parentId: 'company' }),
  collection('team', 'footerNav', { parentId: 'company' }),
  collection('help', 'mainNav', { type: 'FOLDER', folder: true, folderBehavior: 'NONE' }),
  collection('terms', 'footerNav'),
];
const NAVS = [
  { name: 'mainNav', title: 'Main' },
  { name: 'footerNav', title: 'Footer' },
];

// A navigation template as Squarespace's themes write one, reading only what the engine's predicates read.
const TEMPLATE = `{.repeated section items}{.folder?}[{collection.title}{.section collection}{.clickable?} link{.end}{.end}{.index?} index{.end}{.if folderActive} open{.end}:{.repeated section items} {collection.title}{.if active}*{.end}{.end}]{.or}{collection.title}{.if active}*{.end}{.end}{.alternates with},{.end}`;
const drawn = (json: unknown) => {
  const result = renderWith(createTemplateCompiler(), { template: TEMPLATE, json });
  expect(result.errors).toEqual([]);
  return result.output;
};

describe('navigation JSON with folders', () => {
  it('gives a folder as Squarespace does: folder, folderBehavior by number, its pages as items and collections', () => {
    const main = navigationsJson(site, NAVS, 'team').mainNav!;
    expect(main.items.map((i) => i.collection.id)).toEqual(['shop', 'company', 'help']);
    const company = main.items[1]!;
    expect(company).toMatchObject({
      active: false,
      folderActive: true,
      collection: { folder: true, folderBehavior: 2, navigationTitle: 'Company', fullUrl: '/company' },
    });
    expect(company.items?.map((i) => [i.collection.id, i.active])).toEqual([
      ['about', false],
      ['team', true],
    ]);
    expect((company.collection as { collections: { id: string }[] }).collections.map((c) => c.id)).toEqual([
      'about',
      'team',
    ]);
    expect(main.items[0]).toEqual({ active: false, collection: expect.objectContaining({ folder: false }) });
    expect(main.items[0]!.collection).not.toHaveProperty('folderBehavior');
  });

  it('draws through {.folder?}, {.clickable?} and {.repeated section items} as a theme reads them', () => {
    const navigations = navigationsJson(site, NAVS, 'team');
    expect(drawn(navigations.mainNav)).toBe('Shop,[Company link open: About Team*],[Help:]');
    expect(drawn(navigations.footerNav)).toBe('Terms');
    const asIndex = site.map((c) => (c.id === 'company' ? { ...c, folderBehavior: 'INDEX' as const } : c));
    expect(drawn(navigationsJson(asIndex, NAVS, 'company').mainNav)).toBe(
      'Shop,[Company link index open: About Team],[Help:]',
    );
  });

  it('makes <squarespace:folder-navigation> the page’s folder, else the navigation it is listed in', () => {
    const navigations = navigationsJson(site, NAVS, 'about');
    const inFolder = folderNavigationJson(site, navigations, 'about');
    expect(inFolder).toMatchObject({ title: 'Company', collection: { id: 'company', folder: true } });
    expect(drawn(inFolder)).toBe('About*,Team');
    expect(drawn(folderNavigationJson(site, navigationsJson(site, NAVS, 'shop'), 'shop'))).toBe(
      'Shop*,[Company link: About Team],[Help:]',
    );
    expect(folderNavigationJson(site, navigationsJson(site, NAVS, undefined), undefined)).toBeNull();
  });
});
