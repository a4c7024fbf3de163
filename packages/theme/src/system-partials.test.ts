import { describe, expect, it } from 'vitest';
import { checkThemeFolder } from './check-theme.ts';
import { renderThemeBlock } from './render-theme.ts';
import path from 'node:path';

const theme = async () =>
  (await checkThemeFolder(path.resolve(import.meta.dirname, '../test-themes/platform-features'))).theme!;

describe('system partials', () => {
  it('draws the share buttons of an item for a theme that applies sqs-share-buttons without writing it', async () => {
    const { html, errors } = renderThemeBlock(await theme(), {
      block: 'sqs-share-buttons',
      json: { website: { shareButtonOptions: { '1': true } }, fullUrl: '/journal/p', title: 'P"<', recordType: 1 },
    });
    expect(errors).toEqual([]);
    expect(html).toBe(
      '<div class="sqs-share-buttons"><div class="squarespace-social-buttons button-style" data-system-data-id="" data-asset-url="" data-record-type="1" data-full-url="/journal/p" data-title="P&quot;&lt;"></div></div>',
    );
  });

  it('lists related items with their titles escaped', async () => {
    const { html } = renderThemeBlock(await theme(), {
      block: 'sqs-related-items',
      json: { 'squarespace-related': { items: [{ fullUrl: '/a"', title: '<b>' }] } },
    });
    expect(html).toBe('<a class="sqs-related-item" href="/a&quot;">&lt;b&gt;</a>');
  });
});
