import { describe, expect, it } from 'vitest';
import { calendarDateOf, calendarLinkOf, eventLocationText } from './calendar-link.ts';

describe('the add-to-calendar link', () => {
  const start = Date.UTC(2026, 11, 5, 18, 30, 0);
  const end = Date.UTC(2026, 11, 5, 21, 0, 5);

  it('writes instants in UTC as %Y%m%dT%H%M%SZ', () => {
    expect(calendarDateOf(start)).toBe('20261205T183000Z');
    expect(calendarDateOf(end)).toBe('20261205T210005Z');
    expect(calendarDateOf(Date.UTC(2027, 0, 1, 0, 0, 0) - 1000)).toBe('20261231T235959Z');
    expect(calendarDateOf(0)).toBe('19700101T000000Z');
  });

  it('names the title, start, end and location from the address lines and country', () => {
    expect(
      calendarLinkOf({
        title: 'Indigo dyeing & tea',
        startDate: start,
        endDate: end,
        location: { addressLine1: ' 12 Mill Lane ', addressLine2: 'Leeds LS1 4AP', addressCountry: 'United Kingdom' },
      }),
    ).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Indigo%20dyeing%20%26%20tea' +
        '&dates=20261205T183000Z/20261205T210005Z' +
        '&location=12%20Mill%20Lane%2C%20Leeds%20LS1%204AP%2C%20United%20Kingdom',
    );
  });

  it('leaves out empty address parts, and the location when there is none', () => {
    expect(eventLocationText({ addressLine1: '', addressLine2: 'Kyoto', addressCountry: 'Japan' })).toBe(
      'Kyoto, Japan',
    );
    expect(eventLocationText(null)).toBe('');
    expect(
      calendarLinkOf({ title: 'Open studio', startDate: start, endDate: end, location: { addressLine1: '  ' } }),
    ).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Open%20studio&dates=20261205T183000Z/20261205T210005Z',
    );
  });

  it('encodes any title as UTF-8, scripts and quotes included', () => {
    const link = calendarLinkOf({ title: '<script>alert("é")</script>', startDate: start, endDate: end });
    expect(link).toContain('text=%3Cscript%3Ealert(%22%C3%A9%22)%3C%2Fscript%3E&');
    expect(link).not.toMatch(/[<>"]/);
  });

  it('is none for dates a calendar cannot hold', () => {
    expect(calendarLinkOf({ title: 'x', startDate: Number.NaN, endDate: end })).toBeNull();
    expect(calendarLinkOf({ title: 'x', startDate: start, endDate: 8.64e15 })).toBeNull();
  });
});
