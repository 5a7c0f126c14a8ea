/**
 * Shared fixtures for the end-to-end specs. Import `test` and `expect` from here, not from
 * '@playwright/test':
 *
 *   import { ADMIN_EMAIL, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
 *
 *   test('an admin sees the blog list', async ({ adminPage }) => {
 *     await adminPage.goto('/admin/blog');
 *     await expect(adminPage.getByRole('heading', { name: 'Admin Blog' })).toBeVisible();
 *   });
 *
 * - `page`: an anonymous visitor (Playwright's own fixture).
 * - `adminPage`: a page in its own browser context, already signed in as the admin (the token of
 *   POST /api/v1/auth/login is in localStorage 'token' before the first navigation).
 * - `adminToken`: that token, for your own API calls.
 * - `adminRequest`: an API client sending the admin's Bearer token, to create test data quickly:
 *   `await adminRequest.post('/api/v1/recruitment/admin/create', { data: {...} })`.
 * - `expectNoSeriousA11yViolations(page)`: runs axe-core on the current page and fails listing
 *   every violation of impact serious or critical.
 *
 * The server (global-setup.ts) runs once for the whole run on a fresh database with demo content,
 * so specs share data: give what you create unique names and do not count on exact totals.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './constants.ts';

export { ADMIN_EMAIL, ADMIN_PASSWORD, expect };

interface Fixtures {
  adminToken: string;
  adminPage: Page;
  adminRequest: APIRequestContext;
}

/** Sign in through the API and return the token. */
export async function loginToken(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/v1/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`Sign-in as ${email} failed with status ${res.status()}`);
  const body = (await res.json()) as { token: string };
  return body.token;
}

export const test = base.extend<Fixtures>({
  adminToken: async ({ request }, use) => {
    await use(await loginToken(request, ADMIN_EMAIL, ADMIN_PASSWORD));
  },

  adminPage: async ({ browser, baseURL, adminToken }, use) => {
    if (!baseURL) throw new Error('use.baseURL is not set');
    const context = await browser.newContext({
      baseURL,
      storageState: {
        cookies: [],
        origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'token', value: adminToken }] }],
      },
    });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },

  adminRequest: async ({ playwright, baseURL, adminToken }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${adminToken}` },
    });
    await use(request);
    await request.dispose();
  },
});

const AXE_PATH = path.resolve(import.meta.dirname, '../node_modules/axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

let axeSource: string | null = null;

/** Run axe-core on the page as it is now; fail listing serious and critical violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // The welcome screen fades out over the page for half a second: its text passes through every
  // opacity on the way, which is not the page's contrast. Check the page once it is gone.
  await page.locator('.ssf-welcome').waitFor({ state: 'detached' });
  // The site's Content-Security-Policy forbids inline scripts, so page.addScriptTag would be
  // refused; evaluating the source through the DevTools protocol is not subject to the CSP.
  axeSource ??= fs.readFileSync(AXE_PATH, 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run(document);
    return result.violations as AxeViolation[];
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(report, `axe found serious accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Chooses a radio or ticks a box of a page the server drew, as a visitor's tap does. Playwright's
 * `check()` reads the box right after its click and fails if it is not set at that instant; on a
 * drawn page the app may take the form over in between, draw the box from its own (empty) state,
 * and give the visitor's choice back a task later (app/typed-before-start.ts). What counts is that
 * the choice is kept, so this taps, then waits for the box to be set.
 */
export async function choose(box: Locator) {
  await box.click();
  await expect(box).toBeChecked();
}
