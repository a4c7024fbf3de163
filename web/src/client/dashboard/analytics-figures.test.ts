import { describe, expect, it } from 'vitest';
import { changeText, csvFileName, shareText, topTableCsv } from './analytics-figures.ts';

const range = { from: '2026-11-01', to: '2026-11-30' };
const previous = { from: '2026-10-02', to: '2026-10-31' };

describe('the analytics panel’s figures', () => {
  it('writes change against the previous period', () => {
    expect(changeText(125, 100)).toBe('+25%');
    expect(changeText(90, 100)).toBe('−10%');
    expect(changeText(100, 100)).toBe('0%');
    expect(changeText(7, 0)).toBe('new');
    expect(changeText(0, 0)).toBe('0%');
  });

  it('writes conversion as a share with one decimal', () => {
    expect(shareText(4, 125)).toBe('3.2%');
    expect(shareText(1, 3)).toBe('33.3%');
    expect(shareText(3, 0)).toBe('0%');
  });
});

describe('topTableCsv', () => {
  it('heads the columns with the periods, one row per key, and never a formula', () => {
    const csv = topTableCsv(
      'Page',
      'Page views',
      [
        { key: '/shop', value: 1200, previousValue: 1000 },
        { key: '=cmd|"/c calc"!A1', value: 3, previousValue: 0 },
      ],
      range,
      previous,
    );
    expect(csv.split('\r\n')).toEqual([
      'Page,Page views (2026-11-01 to 2026-11-30),Page views (2026-10-02 to 2026-10-31)',
      '/shop,1200,1000',
      `"'=cmd|""/c calc""!A1",3,0`,
      '',
    ]);
  });

  it('names the file by site, table and range', () => {
    expect(csvFileName('Atelier Supply Co.', 'Top pages', range)).toBe(
      'atelier-supply-co-top-pages-2026-11-01-to-2026-11-30.csv',
    );
  });
});
