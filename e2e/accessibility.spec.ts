import type { APIRequestContext, Page } from '@playwright/test';
import { PAGES, type PageInfo, type PageKey } from '../packages/domain/src/pages.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  choose,
  expect,
  expectNoSeriousA11yViolations,
  loginToken,
  test,
} from './fixtures.ts';
import { createRegistrationEvent, registerThroughApi } from './event-registration-helpers.ts';

/**
 * Every built page as a phone user, a desktop user, a keyboard user and a screen-reader user would
 * meet it: no sideways scrolling, no serious axe findings (dialogs open included), focus that
 * follows navigation and stays inside dialogs.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Records every page needs: the first demo post, an upcoming and a previous demo event and a demo
 * member's badge (the seeded site always has them).
 */
interface Seeded {
  slug: string;
  upcomingEvent: string;
  previousEvent: string;
  badge: string;
  /** The demo feedback form's slug and id. */
  formSlug: string;
  formId: string;
  registration: RegistrationRecords;
}

/** An event taking registrations, a ticket and a certificate: made once for the whole sweep. */
interface RegistrationRecords {
  event: string;
  ticket: string;
  certificate: string;
}
let registrationRecords: Promise<RegistrationRecords> | null = null;

async function makeRegistrationRecords(
  request: APIRequestContext,
  token: string,
): Promise<RegistrationRecords> {
  const headers = { authorization: `Bearer ${token}` };
  const event = await createRegistrationEvent(
    request,
    `Registration sweep ${Date.now()}`,
    { capacity: '50' },
    headers,
  );
  const ticket = await registerThroughApi(request, event, {
    name: 'Sweep Attendee',
    email: `sweep.${Date.now()}@mitwpu.edu.in`,
  });
  await request.post(`/api/v1/events/${event}/check-in`, { headers, data: { token: ticket } });
  const issued = (await (await request.post(`/api/v1/events/${event}/certificates`, { headers })).json()) as {
    certificates: Array<{ _id: string }>;
  };
  return { event, ticket, certificate: issued.certificates[0]._id };
}

async function seeded(request: APIRequestContext): Promise<Seeded> {
  const blogs = (await (await request.get('/api/v1/blog/all')).json()) as Array<{ slug: string }>;
  const events = (await (await request.get('/api/v1/events/all')).json()) as Array<{
    _id: string;
    eventType: string;
    images: string[];
  }>;
  const upcoming = events.find((e) => e.eventType === 'upcoming');
  // A previous event with extra images, so that its page has the gallery.
  const previous = events.find((e) => e.eventType === 'previous' && e.images.length > 0);
  // Members are listed to admins only.
  const token = await loginToken(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const members = (await (
    await request.get('/api/v1/member/all', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Array<{ _id: string }>;
  expect(blogs.length).toBeGreaterThan(0);
  expect(upcoming && previous).toBeTruthy();
  expect(members.length).toBeGreaterThan(0);
  const forms = (await (
    await request.get('/api/v1/forms/admin/all', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: Array<{ _id: string; slug: string }> };
  const form = forms.data.find((f) => f.slug === 'talk-feedback');
  expect(form).toBeTruthy();
  registrationRecords ??= makeRegistrationRecords(request, token);
  return {
    formSlug: form?.slug ?? '',
    formId: form?._id ?? '',
    registration: await registrationRecords,
    slug: blogs[0].slug,
    upcomingEvent: upcoming?._id ?? '',
    previousEvent: previous?._id ?? '',
    badge: members[members.length - 1]._id,
  };
}

/**
 * How a page with parameters is opened: its records filled in from the demo content, under a
 * name each. Every page of the registry (packages/domain pages.ts) is swept; a page with a
 * parameter and no entry here fails the sweep, so a new page is never left out unnoticed.
 */
const RECORD_PAGES: Partial<Record<PageKey, (records: Seeded) => Array<[string, string]>>> = {
  blog: ({ slug }) => [['', PAGES.blog.href({ slug })]],
  event: ({ upcomingEvent, previousEvent, registration }) => [
    ['upcoming', PAGES.event.href({ id: upcomingEvent })],
    ['previous', PAGES.event.href({ id: previousEvent })],
    ['with registration', PAGES.event.href({ id: registration.event })],
  ],
  eventTicket: ({ registration }) => [['', PAGES.eventTicket.href({ token: registration.ticket })]],
  eventCertificate: ({ registration }) => [
    ['', PAGES.eventCertificate.href({ id: registration.certificate })],
  ],
  adminEventRegistrations: ({ registration }) => [
    ['', PAGES.adminEventRegistrations.href({ id: registration.event })],
  ],
  adminEventCheckIn: ({ registration }) => [['', PAGES.adminEventCheckIn.href({ id: registration.event })]],
  form: ({ formSlug }) => [
    ['', PAGES.form.href({ slug: formSlug })],
    ['unknown', PAGES.form.href({ slug: 'no-such-form' })],
  ],
  adminFormEdit: ({ formId }) => [['', PAGES.adminFormEdit.href({ id: formId })]],
  adminFormResponses: ({ formId }) => [['', PAGES.adminFormResponses.href({ id: formId })]],
  // A well-formed link that names no application: the page's "not found" state.
  recruitmentStatus: () => [['unknown link', PAGES.recruitmentStatus.href({ token: 'A'.repeat(43) })]],
  badge: ({ badge }) => [['', PAGES.badge.href({ id: badge })]],
  verify: ({ badge }) => [['', PAGES.verify.href({ id: badge })]],
  // A link that names no membership: the page and its button (pressing it is membership.spec.ts's).
  memberConfirm: () => [['unknown link', PAGES.memberConfirm.href({ token: 'A'.repeat(43) })]],
  adminBlogEdit: ({ slug }) => [['', PAGES.adminBlogEdit.href({ slug })]],
  // Links that name no invitation or reset: the pages' "not valid" state.
  invite: () => [['unknown link', PAGES.invite.href({ token: 'no-such-invitation' })]],
  resetPassword: () => [['unknown link', '/admin/reset/no-such-reset-link']],
};

/** The visits that sweep one page of the registry: [variant, path], records filled in. */
function visitsOf(key: PageKey, records: Seeded): Array<[string, string]> {
  const info: PageInfo = PAGES[key];
  const fill = RECORD_PAGES[key];
  if (fill) return fill(records);
  if (info.path.includes(':')) throw new Error(`${key} (${info.path}): add its records to RECORD_PAGES`);
  return [['', info.path]];
}

/** The admin area's pages for someone not signed in: signing in, and the links that lead to it. */
const SIGNED_OUT_ADMIN_PAGES: readonly PageKey[] = ['login', 'forgotPassword', 'invite', 'resetPassword'];
const isAdminPage = (key: PageKey) =>
  PAGES[key].path.startsWith('/admin') && !SIGNED_OUT_ADMIN_PAGES.includes(key);

/** The page is drawn: the preloader has gone and the main heading is on screen. */
async function settled(page: Page) {
  await expect(page.getByTestId('welcome-preloader')).toHaveCount(0);
  // .first(): a post's own text may hold headings of any level.
  await expect(page.locator('main h1').first()).toBeVisible();
}

async function expectNoHorizontalOverflow(page: Page, what: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${page.url()} scrolls sideways ${what}`).toBeLessThanOrEqual(client);
}

/** Doubles the size of all text (rem units), as a reader's larger text setting does. */
async function enlargeText(page: Page) {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
}

/** The page at `url` has no serious axe violations and no sideways scroll, as drawn and at 200% text. */
async function expectFitsAndAccessible(page: Page, url: string) {
  await page.goto(url);
  await settled(page);
  await expectNoHorizontalOverflow(page, 'as drawn');
  await expectNoSeriousA11yViolations(page);
  await enlargeText(page);
  await expectNoHorizontalOverflow(page, 'with the text at 200%');
}

for (const [viewportName, viewport] of [
  ['375 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  test.describe(`at ${viewportName}`, () => {
    test('an address that is no page fits the screen and has no serious axe violations', async ({ page }) => {
      await page.setViewportSize(viewport);
      await expectFitsAndAccessible(page, '/no/such/page');
    });

    // Every page of the registry, so a new page is swept without being listed here.
    for (const key of Object.keys(PAGES) as PageKey[]) {
      const sweep = async (page: Page, request: APIRequestContext) => {
        await page.setViewportSize(viewport);
        for (const [variant, path] of visitsOf(key, await seeded(request))) {
          await test.step(variant ? `${variant}: ${path}` : path, () => expectFitsAndAccessible(page, path));
        }
      };
      if (isAdminPage(key)) {
        test(`the admin page ${key} fits the screen and has no serious axe violations`, async ({
          adminPage: page,
          request,
        }) => sweep(page, request));
      } else {
        test(`the page ${key} fits the screen and has no serious axe violations`, async ({ page, request }) =>
          sweep(page, request));
      }
    }
  });
}

test.describe('focus after a client-side navigation', () => {
  test('a footer link on a phone opens the new page at its top, with focus on its heading', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await settled(page);
    // The first page of a visit leaves focus where the browser puts it: Tab reaches the skip link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Blogs', exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Back returns to the home page with focus on its heading again.
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.locator('main h1')).toBeFocused();
  });

  test('a page opened by address starts at its top even after a long page was scrolled', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.goto('/blogs');
    await settled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the admin sidebar moves focus to the heading of the page it opens', async ({ adminPage: page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin/dashboard');
    await settled(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Blog' })).toBeFocused();
  });

  test('signing in moves focus to the dashboard heading', async ({ page }) => {
    await page.goto('/admin/login');
    await settled(page);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.locator('main h1').first()).toBeFocused();
  });
});

test.describe('dialogs', () => {
  test('the recruitment error dialog keeps focus inside, then hands it to the first field to fix', async ({
    page,
    adminRequest,
  }) => {
    // The form needs an open drive: the demo's, or one made here (and removed after) when an
    // earlier spec left none open.
    const active = await adminRequest.get('/api/v1/recruitment/active');
    let made: string | null = null;
    if (active.status() !== 200) {
      const created = await adminRequest.post('/api/v1/recruitment/admin/create', {
        data: {
          title: `Dialog Drive ${Date.now().toString(36)}`,
          description: 'A drive to check the error dialog.',
          applicationDeadline: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
          maxApplications: 10,
          isActive: true,
          customQuestions: [],
        },
      });
      expect(created.status()).toBe(201);
      made = ((await created.json()) as { data: { _id: string } }).data._id;
    }
    await page.setViewportSize(PHONE);
    await page.goto('/recruitment');
    await settled(page);
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await expect(submit).toBeVisible();
    await submit.click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus goes on to the first field to fix, where the reader hears what is wrong with it.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const first = document.querySelector('main form [aria-invalid="true"]');
          return first !== null && first === document.activeElement;
        }),
      )
      .toBe(true);
    if (made)
      expect((await adminRequest.delete(`/api/v1/recruitment/admin/delete/${made}`)).status()).toBe(200);
  });

  test('the recruitment form dialog traps Tab, even after a click on its overlay, and gives focus back', async ({
    adminPage: page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/admin/recruitment');
    await settled(page);
    const opener = page.getByRole('button', { name: 'Create New Recruitment' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Create New Recruitment' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page, 'with the form dialog open');

    // This dialog ignores overlay clicks (a half-filled form must not be lost): focus falls to
    // the page, and the next Tab must come back into the dialog rather than reach the page behind.
    await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

    // Shift+Tab from the first control wraps to the last one.
    await dialog.getByRole('button', { name: 'Close dialog' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Create Recruitment' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a delete confirmation is an alertdialog that starts on Cancel, keeps focus and gives it back', async ({
    adminPage: page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/admin/blog');
    await settled(page);
    const remove = page.getByRole('button', { name: /^Delete / }).first();
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete blog' });
    await expect(dialog).toContainText('Are you sure you want to delete this blog?');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page, 'with the confirmation open');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
  });

  test('the gallery lightbox keeps focus inside, fits a phone and gives focus back', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/gallery');
    await settled(page);
    const opener = page.getByRole('list', { name: 'Photos' }).getByRole('button').first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: /^Photo 1 of \d+$/ });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page, 'with the lightbox open');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('recruitment cards are titled by level-2 headings under the page heading', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/recruitment');
    await settled(page);
    const card = page.getByRole('article').first();
    await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
  });
});

test.describe('a drive of this spec, applied to on a phone', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  const title = `A11y Drive ${stamp}`;
  const longAnswer = `${'I would like to help with the talks and the podcast. '.repeat(30)}(${stamp})`;

  test('the success dialog has no serious axe violations', async ({ page, adminRequest }) => {
    const created = await adminRequest.post('/api/v1/recruitment/admin/create', {
      data: {
        title,
        description: 'A drive to check the application dialogs.',
        applicationDeadline: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
        maxApplications: 10,
        isActive: true,
        whatsappGroupUrl: 'https://chat.whatsapp.com/A11yGroupLink',
        customQuestions: [{ question: 'Why do you want to join?', type: 'textarea', required: true }],
      },
    });
    expect(created.status()).toBe(201);

    await page.setViewportSize(PHONE);
    await page.goto('/recruitment');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByLabel('First Name').fill('Ira');
    await page.getByLabel('Last Name').fill(`Kale${stamp}`);
    await choose(page.getByRole('radio', { name: 'Female' }));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`ira.${stamp}@mitwpu.edu.in`);
    await page.getByLabel('PRN').fill(`A11Y${stamp}`);
    await page.getByLabel('Year').selectOption('FY');
    await page.getByLabel('Course').selectOption('Other');
    await page.getByLabel('Why do you want to join?').fill(longAnswer);
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await submit.click();

    const success = page.getByRole('dialog', { name: 'Success' });
    await expect(success).toBeVisible();
    await expect(success.getByRole('link', { name: /Join WhatsApp Recruitment Group/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(submit).toBeFocused();
  });

  test('a long application can be read and scrolled by keyboard in its detail dialog', async ({
    adminPage: page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/admin/recruitment');
    await settled(page);
    await page
      .getByRole('article')
      .filter({ hasText: title })
      .getByRole('button', { name: /View applications/ })
      .click();
    const row = page.getByRole('row').filter({ hasText: `Kale${stamp}` });
    const open = row.getByRole('button', { name: /Kale/ });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Application Details' });
    await expect(dialog).toContainText(stamp);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page, 'with the detail dialog open');

    // The long body scrolls by keyboard from the first control in it (the status form).
    const control = dialog.getByRole('button', { name: 'Update status' });
    await control.focus();
    await page.keyboard.press('End');
    const scrolled = () =>
      control.evaluate((node) => {
        let box = node.parentElement;
        while (box && getComputedStyle(box).overflowY !== 'auto') box = box.parentElement;
        return box?.scrollTop ?? 0;
      });
    await expect.poll(scrolled).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});
