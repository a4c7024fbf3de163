import { describe, expect, it } from 'vitest';
import { render } from '../test-render.ts';

// 2026-11-21 03:30 UTC: still 20 November in New York, already 21 November in Paris.
const t = Date.UTC(2026, 10, 21, 3, 30);

describe('datetimefield', () => {
  it('prints one field of a date in the site’s time zone', () => {
    const site = (timeZone: string) => ({ t, website: { timeZone } });
    expect(
      render('{t|datetimefield day} {t|datetimefield month} {t|datetimefield year}', site('America/New_York')).output,
    ).toBe('20 November 2026');
    expect(render('{t|datetimefield day}', site('Europe/Paris')).output).toBe('21');
    expect(render('{t|datetimefield weekday short}', site('Europe/Paris')).output).toBe('Sat');
  });
  it('speaks the site’s language', () => {
    expect(
      render('{t|datetimefield month}', { t, website: { timeZone: 'Europe/Paris' } }, { locale: 'fr-FR' }).output,
    ).toBe('novembre');
  });
  it('reports a field it does not know', () => {
    expect(render('{t|datetimefield fortnight}', { t }).errors).toEqual([
      'datetimefield needs one of year, month, day, weekday, hour, minute, second, dayperiod, not "fortnight"',
    ]);
  });
});
