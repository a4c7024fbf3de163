import { DEMO_OWNER } from '@atelier/demo-site';
import { launchChromium } from '../support/browser.ts';

/**
 * Screenshots of the running app at phone and desktop widths, for looking at what users see:
 *   node --import tsx tests/tools/screenshots.ts http://localhost:3000 /tmp/shots /shop +add:/shop/p/wool-throw /cart +login /admin
 * `+add:<path>` opens a product page, chooses the first value of each option and adds it to the cart; `+login` signs in as the demo owner.
 * `--no-scripts` (anywhere) turns JavaScript off: pages as the server draws them, and `+add:` posts
 * the product's form with the first value of each option.
 */
const args = process.argv.slice(2);
const scripts = !args.includes('--no-scripts');
const [base = 'http://localhost:3000', outDir = '/tmp/shots', ...steps] = args.filter((arg) => arg !== '--no-scripts');
const browser = await launchChromium();
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
for (const [name, viewport] of Object.entries(widths)) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: scripts });
  const page = await context.newPage();
  for (const step of steps.length ? steps : ['/shop']) {
    if (step.startsWith('+add:') && !scripts) {
      await page.goto(base + step.slice(5), { waitUntil: 'networkidle' });
      for (const select of await page.locator('[data-product-block] select[data-variant-option-name]:visible').all())
        await select.selectOption({ index: 1 });
      for (const radios of await page.locator('[data-product-block] .variant-radiobtn-wrapper:visible').all())
        await radios.locator('label').first().click();
      await page.locator('form.add-to-cart-form button[type=submit]').click();
      await page.waitForURL(`${base}/cart`);
      continue;
    }
    if (step.startsWith('+add:')) {
      await page.goto(base + step.slice(5), { waitUntil: 'networkidle' });
      for (const select of await page.locator('[data-product-block] select[data-variant-option-name]:visible').all())
        await select.selectOption({ index: 1 });
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
    const file = `${outDir}/${name}${scripts ? '' : '-no-scripts'}${step.replace(/[^a-z0-9]+/gi, '-')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
