import { launchChromium } from '../support/browser.ts';

/**
 * Screenshots of the running app at phone and desktop widths, for looking at what users see:
 *   node --import tsx tests/tools/screenshots.ts http://localhost:3000 /tmp/shots /shop /shop/p/linen-shirt /cart
 */
const [base = 'http://localhost:3000', outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
const browser = await launchChromium();
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
for (const [name, viewport] of Object.entries(widths)) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ['/shop']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `${outDir}/${name}${path.replace(/[^a-z0-9]+/gi, '-')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
