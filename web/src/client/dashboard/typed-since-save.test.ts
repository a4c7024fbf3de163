import { describe, expect, it } from 'vitest';
import { typedSinceSave } from './typed-since-save.ts';

const base = new Map([
  ['site.region', '<body>{squarespace-header}</body>'],
  ['blog.list', '{.section items}{title}{.end}'],
  ['styles/site.less', 'body { color: black; }'],
]);

describe('edits typed while a save was on its way', () => {
  it('keeps a file typed on after it was sent, with its newest text', () => {
    const sent = new Map([['site.region', '<body>A</body>']]);
    const now = { 'site.region': '<body>AB</body>' };
    expect(typedSinceSave(now, sent, base)).toEqual({ 'site.region': '<body>AB</body>' });
  });

  it('keeps a file first changed after the save was sent', () => {
    const sent = new Map([['site.region', '<body>A</body>']]);
    const now = { 'site.region': '<body>A</body>', 'blog.list': '{.section items}{title}!{.end}' };
    expect(typedSinceSave(now, sent, base)).toEqual({ 'blog.list': '{.section items}{title}!{.end}' });
  });

  it('drops what the new version holds: files saved as they are now, and files typed back to the base', () => {
    const sent = new Map([['site.region', '<body>A</body>']]);
    const now = { 'site.region': '<body>A</body>', 'styles/site.less': 'body { color: black; }' };
    expect(typedSinceSave(now, sent, base)).toEqual({});
  });

  it('keeps a sent file typed back to the base text: the new version holds the sent text, not the base', () => {
    const sent = new Map([['site.region', '<body>A</body>']]);
    const now = { 'site.region': '<body>{squarespace-header}</body>' };
    expect(typedSinceSave(now, sent, base)).toEqual({ 'site.region': '<body>{squarespace-header}</body>' });
  });
});
