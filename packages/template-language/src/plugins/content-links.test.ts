import { describe, expect, it } from 'vitest';
import { render } from '../test-render.ts';

const event = {
  title: 'Tea & <b>indigo</b>',
  fullUrl: '/events/tea',
  startDate: Date.UTC(2026, 11, 5, 18, 30),
  endDate: Date.UTC(2026, 11, 5, 21, 0),
  location: { addressLine1: '12 Mill Lane', addressLine2: '', addressCountry: 'United Kingdom' },
};

describe('google-calendar-url', () => {
  it('is packages/site’s link: UTF-8 title, UTC dates, address lines and country', () => {
    const { output, errors } = render('{item|google-calendar-url}', { item: event });
    expect(errors).toEqual([]);
    expect(output).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Tea%20%26%20%3Cb%3Eindigo%3C%2Fb%3E' +
        '&dates=20261205T183000Z/20261205T210000Z&location=12%20Mill%20Lane%2C%20United%20Kingdom',
    );
  });
});

describe('social-button', () => {
  const website = { baseUrl: 'https://demo.localhost', shareButtonOptions: ['email', 'facebook'] };

  it('draws a link for each service the site turns on, title escaped', () => {
    const { output } = render('{item|social-button}', { website, item: event });
    expect(output).toBe(
      '<div class="squarespace-social-buttons button-style" data-system-data-id="" data-asset-url="" data-record-type=""' +
        ' data-full-url="/events/tea" data-title="Tea &amp; &lt;b&gt;indigo&lt;/b&gt;">' +
        '<a class="share-button share-facebook" href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdemo.localhost%2Fevents%2Ftea" target="_blank" rel="noopener noreferrer">Facebook</a>' +
        '<a class="share-button share-email" href="mailto:?subject=Tea%20%26%20%3Cb%3Eindigo%3C%2Fb%3E&amp;body=https%3A%2F%2Fdemo.localhost%2Fevents%2Ftea" target="_blank" rel="noopener noreferrer">E-mail</a>' +
        '</div>',
    );
    expect(render('{item|social-button-inline}', { website, item: event }).output).toMatch(
      /^<span class="squarespace-social-buttons inline-style"[^>]*><a [^>]*>Facebook<\/a><a [^>]*>E-mail<\/a><\/span>$/,
    );
  });

  it('is empty when the site turns none on, and holds no link for a service Atelier does not offer', () => {
    expect(render('{item|social-button}', { website: { shareButtonOptions: [] }, item: event }).output).toBe('');
    expect(
      render('{item|social-button}', { website: { shareButtonOptions: ['myspace'] }, item: event }).output,
    ).toMatch(/^<div class="squarespace-social-buttons button-style"[^>]*><\/div>$/);
    expect(render('{item|social-button}', { item: event }).output).toBe('');
  });
});

describe('gallery-indicators?', () => {
  it('reads the indicators flag of the gallery’s options, as the engine’s gallery predicates read theirs', () => {
    const template = '{.gallery-indicators?}dots{.or}none{.end}';
    expect(render(template, { options: { indicators: true } }).output).toBe('dots');
    expect(render(template, { options: { indicators: false } }).output).toBe('none');
    expect(render(template, {}).output).toBe('none');
  });
});
