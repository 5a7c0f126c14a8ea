import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, choose, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// One drive reviewed from first application to published decision: the steps share it, in order.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const title = `Review Drive ${stamp}`;
const question = 'Which team suits you?';
const teams = ['Design', 'Events', 'Design', 'Events', 'Design'];
const students = teams.map((team, i) => ({
  first: `Rev${i}`,
  last: `Student${stamp}`,
  email: `rev${i}.${stamp}@mitwpu.edu.in`,
  prn: `REV${stamp}${i}`,
  team,
}));
const name = (s: (typeof students)[number]) => `${s.first} ${s.last}`;
// The applicant who will be selected, and whose private status link is kept.
const chosen = students[0];

let driveId = '';
let statusToken = '';
let previouslyActive: { _id: string } | undefined;

/** Whether the page is wider than the window (sideways scrolling). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.beforeAll(async ({ adminRequest }) => {
  const all = (await (await adminRequest.get('/api/v1/recruitment/admin/all')).json()) as {
    data: Array<{ _id: string; isActive: boolean }>;
  };
  previouslyActive = all.data.find((r) => r.isActive);

  const created = await adminRequest.post('/api/v1/recruitment/admin/create', {
    data: {
      title,
      description: 'A drive to review applications end to end.',
      applicationDeadline: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString(),
      maxApplications: 50,
      isActive: true,
      customQuestions: [{ question, type: 'radio', options: ['Design', 'Events'], required: true }],
    },
  });
  expect(created.status()).toBe(201);
  driveId = ((await created.json()) as { data: { _id: string } }).data._id;

  for (const s of students) {
    const res = await adminRequest.post('/api/v1/recruitment/apply', {
      data: {
        recruitmentId: driveId,
        applicantInfo: {
          first_name: s.first,
          last_name: s.last,
          gender: 'female',
          email: s.email,
          prn: s.prn,
          year: 'SY',
          course: 'Other',
        },
        answers: [{ questionIndex: 0, answer: s.team }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const body = (await res.json()) as { statusToken: string };
    if (s === chosen) statusToken = body.statusToken;
  }
  expect(statusToken).not.toBe('');
});

test.afterAll(async ({ adminRequest }) => {
  // Give the site back its open drive.
  if (previouslyActive) {
    await adminRequest.put(`/api/v1/recruitment/admin/update/${previouslyActive._id}`, {
      data: { ...previouslyActive, isActive: true },
    });
  }
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin filters by an answer, shortlists three at once, selects one with a note, and publishes', async ({
    adminPage: page,
  }) => {
    // Many steps, each a round trip to the server: room for a busy machine.
    test.setTimeout(90_000);
    await page.goto('/admin/recruitment');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('5/50')).toBeVisible();
    await card.getByRole('button', { name: /View applications/ }).click();
    await expect(page.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 1–5 of 5');

    // Filter by the radio question's answer: the address keeps it through a reload.
    await page.getByRole('combobox', { name: question }).selectOption('Design');
    const results = page.getByRole('status').filter({ hasText: 'Showing' });
    await expect(results).toHaveText('Showing 1–3 of 3');
    await expect(page).toHaveURL(/answer%5B0%5D=Design/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: question })).toHaveValue('Design');
    await expect(results).toHaveText('Showing 1–3 of 3');
    const designers = students.filter((s) => s.team === 'Design');
    for (const s of designers) await expect(page.getByRole('button', { name: name(s) })).toBeVisible();
    await expect(page.getByRole('button', { name: name(students[1]) })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(await scrollsSideways(page)).toBe(false);

    // Three rows chosen one by one, then one confirmed change.
    for (const s of designers) await page.getByRole('checkbox', { name: `Select ${name(s)}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk status change' });
    await expect(bar).toContainText('3 selected');
    await bar.getByRole('combobox', { name: 'Set status:' }).selectOption('shortlisted');
    await bar.getByRole('button', { name: 'Apply' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Change status' });
    await expect(confirm).toContainText('Set 3 applications to Shortlisted?');
    await confirm.getByRole('button', { name: 'Set to Shortlisted' }).click();
    await expect(page.locator('[aria-live="polite"]').getByText('3 applications updated')).toBeVisible();
    await expect(bar).toBeHidden();
    for (const s of designers) {
      await expect(page.getByRole('row').filter({ hasText: s.email })).toContainText('Shortlisted');
    }

    // One application: a note and a decision, with its trail.
    await page.getByRole('button', { name: name(chosen) }).click();
    const details = page.getByRole('dialog', { name: 'Application Details' });
    const status = details.getByRole('region', { name: 'Status', exact: true });
    await expect(status).toContainText('Shortlisted');
    const notes = details.getByRole('region', { name: 'Notes' });
    await notes.getByRole('textbox', { name: 'Add a note' }).fill('Strong portfolio <b>not bold</b>');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByText('Strong portfolio <b>not bold</b>')).toBeVisible();
    await expect(notes).toContainText(ADMIN_EMAIL);
    await status.getByRole('combobox', { name: 'Change status' }).selectOption('selected');
    await status.getByRole('button', { name: 'Update status' }).click();
    const history = details.getByRole('region', { name: 'Status history' });
    await expect(history).toContainText('changed Shortlisted to Selected');
    await expect(history).toContainText('changed New to Shortlisted');
    await expect(status.locator('span', { hasText: /^Selected$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: chosen.email })).toContainText('Selected');

    // The card counts each status; then the drive publishes its decisions.
    await page.getByRole('tab', { name: 'Recruitments' }).click();
    const counts = card.getByRole('list', { name: 'Applications by status' });
    await expect(counts.getByRole('listitem').filter({ hasText: 'New' })).toHaveText(/New\s*2/);
    await expect(counts.getByRole('listitem').filter({ hasText: 'Shortlisted' })).toHaveText(
      /Shortlisted\s*2/,
    );
    await expect(counts.getByRole('listitem').filter({ hasText: 'Selected' })).toHaveText(/Selected\s*1/);
    await expect(card).toContainText('Statuses not published');

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Recruitment' });
    const publish = form.getByRole('checkbox', { name: /Publish statuses to applicants/ });
    await expect(publish).not.toBeChecked();
    await publish.check();
    await form.getByRole('button', { name: 'Update Recruitment' }).click();
    await expect(form).toBeHidden();
    await expect(card).toContainText('Statuses published');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the selected applicant reads “Selected” through the private link', async ({ page }) => {
    await page.goto(`/recruitment/status/${statusToken}`);
    await expect(page.getByRole('heading', { level: 1, name: `Hello, ${chosen.first}` })).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText('Selected', { exact: true })).toBeVisible();
    // Nothing but the first name: no surname, email or PRN.
    await expect(page.locator('main')).not.toContainText(chosen.last);
    await expect(page.locator('main')).not.toContainText(chosen.email);
    await expectNoSeriousA11yViolations(page);
    expect(await scrollsSideways(page)).toBe(false);

    await page.goto(`/recruitment/status/${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'Status link not found' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });

  test('the applications table and its bulk bar fit a phone', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/admin/recruitment?tab=applications&drive=${driveId}&status=shortlisted`);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 1–2 of 2');
    const row = page.getByRole('row').filter({ hasText: students[2].email });
    await expect(row).toContainText('Shortlisted');
    await row.getByRole('checkbox', { name: `Select ${name(students[2])}` }).check();
    await expect(page.getByRole('region', { name: 'Bulk status change' })).toContainText('1 selected');
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  test('a student who applies gets a status link that opens their page with “Received”', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/recruitment');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByLabel('First Name').fill('Browser');
    await page.getByLabel('Last Name').fill(`Applicant${stamp}`);
    await choose(page.getByRole('radio', { name: 'Male', exact: true }));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`browser.${stamp}@mitwpu.edu.in`);
    await page.getByLabel('PRN').fill(`BRW${stamp}`);
    await page.getByLabel('Year').selectOption('FY');
    await page.getByLabel('Course').selectOption('Other');
    await choose(page.getByRole('radio', { name: 'Events' }));
    await page.getByRole('button', { name: 'Submit Application' }).click();

    const success = page.getByRole('dialog', { name: 'Success' });
    const field = success.getByRole('textbox', { name: 'Your private status link' });
    await expect(field).toHaveValue(/\/recruitment\/status\/[A-Za-z0-9_-]{43}$/);
    await expect(success).toContainText('Keep this link private');
    await success.getByRole('button', { name: 'Copy' }).click();
    await expect(success.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue());
    await expectNoSeriousA11yViolations(page);
    expect(await scrollsSideways(page)).toBe(false);

    const opening = page.waitForEvent('popup');
    await success.getByRole('link', { name: /Open your status page/ }).click();
    const statusPage = await opening;
    await expect(statusPage.getByRole('heading', { level: 1, name: 'Hello, Browser' })).toBeVisible();
    await expect(statusPage.getByText('Received', { exact: true })).toBeVisible();
    expect(statusPage.url()).toBe(await field.inputValue());
  });
});
