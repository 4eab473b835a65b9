import { chromium } from '@playwright/test';
const [,, base, email, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h, tag] of [[1280, 900, 'laptop'], [820, 1100, 'tablet'], [375, 800, 'phone']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, locale: 'cs-CZ' });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  await page.goto(`${base}/login`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Heslo/).fill('handball2025');
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
  await page.waitForURL(/dashboard/);
  for (const p of paths) {
    await page.goto(`${base}${p}`);
    await page.waitForTimeout(1500);
    const name = `/tmp/f16a-shots/${tag}${p.replace(/[/?=&]/g, '_')}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(name, page.url());
  }
  await page.close();
}
await browser.close();
