import { describe, expect, it } from 'vitest';
import { diffLines, diffThemes, withContext } from './theme-diff.ts';

describe('a diff between two versions of a theme', () => {
  it('matches lines and marks each removed and added one with its line numbers', () => {
    expect(diffLines('a\nb\nc\nd', 'a\nB\nc\nd\ne')).toEqual([
      { kind: 'same', text: 'a', before: 1, after: 1 },
      { kind: 'removed', text: 'b', before: 2 },
      { kind: 'added', text: 'B', after: 2 },
      { kind: 'same', text: 'c', before: 3, after: 3 },
      { kind: 'same', text: 'd', before: 4, after: 4 },
      { kind: 'added', text: 'e', after: 5 },
    ]);
  });

  it('keeps a moved block as the longest run in common', () => {
    const kinds = diffLines('x\n1\n2\n3\ny', 'y\n1\n2\n3\nx').map((l) => `${l.kind[0]}${l.text}`);
    expect(kinds.filter((k) => k.startsWith('s'))).toEqual(['s1', 's2', 's3']);
    expect(kinds.filter((k) => !k.startsWith('s')).sort()).toEqual(['ax', 'ay', 'rx', 'ry']);
  });

  it('shows three unchanged lines around a change and leaves out the rest', () => {
    const older = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n');
    const newer = older.replace('line 10', 'line ten');
    const shown = withContext(diffLines(older, newer));
    expect(shown.map((l) => l && `${l.kind[0]}${l.before ?? ''}/${l.after ?? ''}`)).toEqual([
      null,
      's7/7',
      's8/8',
      's9/9',
      'r10/',
      'a/10',
      's11/11',
      's12/12',
      's13/13',
      null,
    ]);
  });

  it('lists the files added, removed and changed, and not binary or unchanged ones', () => {
    const older = [
      { path: 'site.region', text: '<main></main>' },
      { path: 'blocks/old.block', text: 'old' },
      { path: 'assets/logo.png', text: null },
      { path: 'styles/site.less', text: '@a: 1;' },
    ];
    const newer = [
      { path: 'site.region', text: '<main>x</main>' },
      { path: 'blocks/new.block', text: 'new' },
      { path: 'assets/logo.png', text: null },
      { path: 'styles/site.less', text: '@a: 1;' },
    ];
    expect(diffThemes(older, newer).map((f) => [f.path, f.status, f.lines.length])).toEqual([
      ['blocks/new.block', 'added', 1],
      ['blocks/old.block', 'removed', 1],
      ['site.region', 'changed', 2],
    ]);
  });
});
