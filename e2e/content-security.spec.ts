import { expect, test } from './fixtures.ts';

/**
 * The site's Content-Security-Policy allows no inline or generated script. A page that trips it
 * (a library probing for `new Function`, an inline handler) is reported by the browser as a
 * violation: none may occur, on the public pages or while a form validates.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
});

const violations = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('public pages load without a Content-Security-Policy violation', async ({ page }) => {
  for (const path of ['/', '/blogs', '/recruitment', '/events', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
});

test('a form validating in the browser causes no violation', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page.getByText(/email/i).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
