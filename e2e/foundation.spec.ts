import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const NAV_LINKS = [
  ['Events', '/events'],
  ['Gallery', '/gallery'],
  ['Blogs', '/blogs'],
  ['Team', '/team'],
  ['Recruitment', '/recruitment'],
  ['Become a Member!', '/join-us'],
] as const;

/** Wait until the welcome preloader has faded out and left the page. */
async function preloaderGone(page: Page) {
  await expect(page.getByTestId('welcome-preloader')).toHaveCount(0);
}

test.describe('the public frame', () => {
  test('the home page loads with the navigation and the footer', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Science and Spirituality Forum \| MIT World Peace University$/);
    await preloaderGone(page);

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of NAV_LINKS) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Home', exact: false }).first()).toHaveAttribute('href', '/');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2024');
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /YouTube/ })).toBeVisible();
  });

  test('a navigation link opens its page without reloading the app', async ({ page }) => {
    await page.goto('/');
    await preloaderGone(page);
    // A full reload would drop this marker.
    await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs', exact: true })
      .click();
    await expect(page).toHaveURL('/blogs');
    expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true);
  });

  test('an unknown path shows the 404 page, whose link goes home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page.getByText('Sorry the page you are looking for does not exist')).toBeVisible();
    await preloaderGone(page);
    await page.getByRole('link', { name: 'Go back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the mobile menu opens and closes by keyboard at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await preloaderGone(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Open menu' });
    const events = nav.getByRole('link', { name: 'Events', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(events).toBeHidden();

    // Reach the toggle with Tab alone, as a keyboard user would.
    for (let i = 0; i < 10 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    const close = nav.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(events).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(events).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await expect(events).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(events).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/events');
    await expect(events).toBeHidden();
  });
});

test.describe('the admin area', () => {
  test('an admin signs in through the form, reaches the dashboard and signs out', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL('/admin/login');

    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    const adminNav = page.getByRole('navigation', { name: 'Admin' });
    for (const name of ['Dashboard', 'Members', 'Gallery', 'Blog', 'Team', 'Events', 'Recruitment']) {
      await expect(adminNav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The session ended on the server too: a copy of the token no longer works.
    await expect
      .poll(async () =>
        (
          await page.request.get('/api/v1/auth/user', { headers: { authorization: `Bearer ${token}` } })
        ).status(),
      )
      .toBe(401);

    // Signed out means out: the dashboard sends the visitor back to the login page.
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login');
  });

  test('a signed-out visitor of /admin/dashboard lands on /admin/login', async ({ page }) => {
    const response = await page.goto('/admin/dashboard');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });

  test('a stale token is dropped and the visitor is sent to the login page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'expired.or.forged'));
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login');
    // The 401 sends the browser to the login page by a full navigation: read the storage once that
    // page is up (a read during the navigation has no page to run in, and is tried again).
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('token')).catch(() => 'navigating'))
      .toBeNull();
  });

  test('the adminPage fixture opens the admin area signed in', async ({ adminPage }) => {
    await adminPage.goto('/admin/dashboard');
    await expect(adminPage.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await expect(adminPage).toHaveURL('/admin/dashboard');
  });
});

test.describe('accessibility', () => {
  for (const [name, url] of [
    ['home', '/'],
    ['404', '/no/such/page'],
    ['admin login', '/admin/login'],
  ] as const) {
    test(`axe finds nothing serious on the ${name} page`, async ({ page }) => {
      await page.goto(url);
      await preloaderGone(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
