import { describe, expect, it } from 'vitest';
import { applyThemeEdits, editableText, MAX_EDITED_FILES } from './theme-edits.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const theme = new Map([
  ['template.conf', bytes('{"name":"T"}')],
  ['site.region', bytes('<main>{squarespace.main-content}</main>')],
  ['assets/logo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe])],
]);

describe('the template editor’s edits', () => {
  it('writes each edited file over the theme’s and adds a new one, leaving the others', () => {
    const edited = applyThemeEdits(theme, [
      { path: 'site.region', text: '<main>changed</main>' },
      { path: 'blocks/new.block', text: '<p>new</p>' },
    ]);
    if (!edited.ok) throw new Error('refused');
    expect([...edited.files.keys()].sort()).toEqual([
      'assets/logo.png',
      'blocks/new.block',
      'site.region',
      'template.conf',
    ]);
    expect(new TextDecoder().decode(edited.files.get('site.region'))).toBe('<main>changed</main>');
    expect(edited.files.get('assets/logo.png')).toBe(theme.get('assets/logo.png'));
    expect(theme.get('site.region')).toEqual(bytes('<main>{squarespace.main-content}</main>'));
  });

  it('refuses paths outside the folder and files it does not edit as text, each named', () => {
    const refused = applyThemeEdits(theme, [
      { path: '../etc/passwd.txt', text: 'x' },
      { path: '/site.region', text: 'x' },
      { path: 'assets/logo.png', text: 'x' },
    ]);
    expect(refused).toEqual({
      ok: false,
      problems: [
        {
          file: '../etc/passwd.txt',
          line: null,
          message: 'A file of the theme is named by its path inside the theme folder, such as blocks/footer.block.',
        },
        {
          file: '/site.region',
          line: null,
          message: 'A file of the theme is named by its path inside the theme folder, such as blocks/footer.block.',
        },
        { file: 'assets/logo.png', line: null, message: 'Only text files of a theme can be edited here.' },
      ],
    });
  });

  it(`changes at most ${MAX_EDITED_FILES} files at once`, () => {
    const edits = (n: number) => Array.from({ length: n }, (_, i) => ({ path: `blocks/b${i}.block`, text: '' }));
    expect(applyThemeEdits(theme, edits(MAX_EDITED_FILES)).ok).toBe(true);
    expect(applyThemeEdits(theme, edits(MAX_EDITED_FILES + 1))).toEqual({
      ok: false,
      problems: [{ file: '', line: null, message: 'One save may change at most 50 files.' }],
    });
  });

  it('shows text files as text and keeps binary ones out of the editor', () => {
    expect(editableText('styles/site.less', bytes('@a: 1;'))).toBe('@a: 1;');
    expect(editableText('assets/logo.png', bytes('png'))).toBeNull();
    expect(editableText('blocks/bad.block', new Uint8Array([0xff, 0xfe, 0x00]))).toBeNull();
  });
});
