import type { Page } from 'playwright-core';

/** Where `shoot` writes: a folder named by ATELIER_SHOTS, unset in CI (then nothing is written). */
const folder = process.env.ATELIER_SHOTS;

/**
 * Full-page PNGs of the page as it is now, at 390 and 1280 px wide (`<name>-390.png`,
 * `<name>-1280.png`), for a person to look at a state a test reached; the page is given its width back
 * after. Off unless ATELIER_SHOTS is set: no test depends on it.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!folder) return;
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: a menu that sticks while scrolled would be drawn where the scroll left it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
