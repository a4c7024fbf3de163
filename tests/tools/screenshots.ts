import { DEMO_OWNER } from '@atelier/demo-site';
import { launchChromium } from '../support/browser.ts';

/**
 * Screenshots of the running app at phone and desktop widths, for looking at what users see:
 *   node --import tsx tests/tools/screenshots.ts http://localhost:3000 /tmp/shots /shop +add:/shop/p/wool-throw /cart +login /admin
 * `+add:<path>` opens a product page and adds it to the cart; `+login` signs in as the demo owner.
 */
const [base = 'http://localhost:3000', outDir = '/tmp/shots', ...steps] = process.argv.slice(2);
const browser = await launchChromium();
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
for (const [name, viewport] of Object.entries(widths)) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  for (const step of steps.length ? steps : ['/shop']) {
    if (step.startsWith('+add:')) {
      await page.goto(base + step.slice(5), { waitUntil: 'networkidle' });
      await page.locator('.sqs-add-to-cart-button-wrapper.is-ready .sqs-add-to-cart-button').click();
      await page.waitForSelector('[data-testid=cart-pill]');
      continue;
    }
    if (step === '+login') {
      await page.goto(`${base}/admin/login`, { waitUntil: 'networkidle' });
      await page.fill('input[name=email]', DEMO_OWNER.email);
      await page.fill('input[name=password]', DEMO_OWNER.password);
      await page.click('button[type=submit]');
      await page.waitForURL(`${base}/admin`);
      continue;
    }
    await page.goto(base + step, { waitUntil: 'networkidle' });
    const file = `${outDir}/${name}${step.replace(/[^a-z0-9]+/gi, '-')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
