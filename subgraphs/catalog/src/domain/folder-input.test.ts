import { describe, expect, it } from 'vitest';
import { checkFolderInput } from './folder-input.ts';

describe('checkFolderInput', () => {
  it('makes a new folder redirect when no behaviour is named, its address from its title', () => {
    expect(checkFolderInput({ title: '  About us ', navigation: 'mainNav' }, true)).toEqual({
      ok: true,
      value: { title: 'About us', urlId: 'about-us', navigation: 'mainNav', folderBehavior: 'redirect' },
    });
  });
  it('keeps a changed folder’s behaviour unless one is named', () => {
    const kept = checkFolderInput({ title: 'About', urlId: 'about' }, false);
    expect(kept.ok && 'folderBehavior' in kept.value).toBe(false);
    const named = checkFolderInput({ title: 'About', urlId: 'about', behavior: 'INDEX' }, false);
    expect(named.ok && named.value.folderBehavior).toBe('index');
  });
  it('refuses a blank title, a bad address and an unknown navigation, in that order', () => {
    const codes = (input: Parameters<typeof checkFolderInput>[0]) => {
      const checked = checkFolderInput(input, true);
      return checked.ok ? [] : checked.errors.map((e) => [e.code, e.field?.join('.')]);
    };
    expect(codes({ title: '  ', urlId: 'Bad Address' })).toEqual([['TITLE_REQUIRED', 'input.title']]);
    expect(codes({ title: 'About', urlId: 'Bad Address' })).toEqual([['URL_ID_INVALID', 'input.urlId']]);
    expect(codes({ title: 'About', navigation: 'main nav!' })).toEqual([['NAVIGATION_INVALID', 'input.navigation']]);
  });
});
