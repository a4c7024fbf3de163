import { describe, expect, it } from 'vitest';
import { homeChoiceRefusal, homeCollectionOf } from './home-collection.ts';

const shop = { id: 'shop', navigation: 'mainNav' };
const about = { id: 'about', navigation: 'mainNav' };
const hidden = { id: 'hidden', navigation: null };
const contact = { id: 'contact', navigation: 'footerNav' };

describe('the home collection', () => {
  it('is the one the owner chose', () => {
    expect(homeCollectionOf([hidden, shop, about], 'about')).toBe(about);
    expect(homeCollectionOf([shop, hidden], 'hidden')).toBe(hidden);
  });

  it('is the first of the main navigation without a choice, or when the chosen one is gone', () => {
    expect(homeCollectionOf([hidden, contact, shop, about], null)).toBe(shop);
    expect(homeCollectionOf([hidden, shop], 'deleted')).toBe(shop);
  });

  it('is the first at all without a main navigation, and none for a site without collections', () => {
    expect(homeCollectionOf([contact, hidden], null)).toBe(contact);
    expect(homeCollectionOf([], 'x')).toBeUndefined();
  });

  it('is never a folder, and a folder’s page only when nothing else stands in the main navigation', () => {
    const folder = { id: 'folder', navigation: 'mainNav', type: 'folder' };
    const inFolder = { id: 'team', navigation: 'mainNav', parentId: 'folder' };
    expect(homeCollectionOf([folder, inFolder, shop], null)).toBe(shop);
    expect(homeCollectionOf([folder, inFolder], null)).toBe(inFolder);
  });
});

describe('the owner’s choice of home page', () => {
  it('is a collection of the site without a password', () => {
    expect(homeChoiceRefusal({ passwordHash: null })).toBeUndefined();
    expect(homeChoiceRefusal(null)).toEqual({
      field: ['collectionId'],
      code: 'NOT_FOUND',
      message: 'Choose a page, shop or blog of this site.',
    });
    expect(homeChoiceRefusal({ passwordHash: null, type: 'folder' })?.code).toBe('NOT_FOUND');
    expect(homeChoiceRefusal({ passwordHash: 'scrypt$…' })).toEqual({
      field: ['collectionId'],
      code: 'HOME_PROTECTED',
      message: 'A page behind a password cannot be the home page: every visitor would meet its lock screen.',
    });
  });
});
