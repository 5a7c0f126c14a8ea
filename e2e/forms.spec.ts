import fs from 'node:fs';
import { choose, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// One form from its building to the export of its responses: the steps share it, in order.
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 375, height: 812 };
const stamp = Date.now().toString(36);
const slug = `workshop-${stamp}`;
const title = `Workshop sign-up ${stamp}`;

const scrollsSideways = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('an officer builds a form with a conditional question on a phone and publishes it', async ({
  adminPage: page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/admin/forms');
  await page.getByRole('link', { name: 'Create Form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Form' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Short address').fill(slug);
  await page.getByLabel('Description').fill('Sign up for the meditation workshop.');
  await page.getByLabel('Phone').selectOption('optional');

  await page.getByLabel('Question text').fill('Will you bring a mat?');
  await page.getByLabel('Question type').selectOption('radio');
  const option = page.getByPlaceholder('Type an option and press Enter');
  for (const o of ['Yes', 'No']) {
    await option.fill(o);
    await option.press('Enter');
  }
  await page.getByRole('checkbox', { name: 'Required', exact: true }).check();
  await page.getByRole('button', { name: 'Add Question' }).click();

  await page.getByLabel('Question text').fill('Which size do you need?');
  await page.getByLabel('Question type').selectOption('dropdown');
  for (const o of ['Small', 'Large']) {
    await option.fill(o);
    await option.press('Enter');
  }
  await page.getByLabel('Show only if').selectOption({ label: '1. Will you bring a mat?' });
  await page.getByLabel('…is answered with').selectOption('No');
  await page.getByRole('checkbox', { name: 'Required', exact: true }).check();
  await page.getByRole('button', { name: 'Add Question' }).click();

  await page.getByRole('checkbox', { name: 'Published' }).check();
  await page.getByRole('checkbox', { name: 'One response per email' }).check();
  expect(await scrollsSideways(page)).toBe(false);
  await page.getByRole('button', { name: 'Create Form' }).click();

  await expect(page).toHaveURL('/admin/forms');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText(`/f/${slug}`);
  await expect(card).toContainText('Open');
  await expect(card).toContainText('0 responses');
  expect(await scrollsSideways(page)).toBe(false);
});

test('a respondent fills the form on a phone: the conditional question appears when called for', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/f/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByLabel('Full name').fill('Mira Kulkarni');
  await page.getByLabel('Email').fill('mira.kulkarni@example.org');
  const size = page.getByLabel('Which size do you need?');
  await expect(size).toHaveCount(0);
  await choose(page.getByRole('radio', { name: 'No' }));
  await expect(size).toBeVisible();
  // Required once shown: sending without it is refused on the spot.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await expect(size).toHaveAccessibleDescription('Choose an option');
  await size.selectOption('Large');
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your response has been recorded' })).toBeVisible();

  // The same person again (another spelling of the address) is told so.
  await page.goto(`/f/${slug}`);
  await page.getByLabel('Full name').fill('Mira K');
  await page.getByLabel('Email').fill('Mira.Kulkarni+2@example.org');
  await choose(page.getByRole('radio', { name: 'Yes' }));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You have already responded to this form')).toBeVisible();
});

test('the officer sees the response, changes its status, reads the summary and exports it', async ({
  adminPage: page,
}) => {
  // Review, summary and export in one walk: more steps than the default allowance on a busy machine.
  test.slow();
  await page.setViewportSize(PHONE);
  await page.goto('/admin/forms');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('1 response');
  await card.getByRole('link', { name: /Responses/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${title}: responses` })).toBeVisible();
  await page.getByRole('button', { name: 'Mira Kulkarni' }).click();
  const dialog = page.getByRole('dialog', { name: 'Response Details' });
  await expect(dialog).toContainText('mira.kulkarni@example.org');
  await expect(dialog).toContainText('Which size do you need?');
  await expect(dialog).toContainText('Large');
  await dialog.getByLabel('Change status').selectOption('selected');
  // The change is saved before the dialog closes ('Selected' is also the option's own text, so
  // the dialog's words cannot tell).
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/v1/forms/admin/responses/'),
  );
  await dialog.getByRole('button', { name: 'Update status' }).click();
  expect((await saved).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${slug}-responses.csv`);
  const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv).toContain('Mira Kulkarni');
  expect(csv).toContain('Selected');
  expect(csv).toContain('Large');

  await page.getByRole('button', { name: 'Summary' }).click();
  const chart = page.getByRole('region', { name: 'Will you bring a mat?' });
  await expect(chart.getByRole('row', { name: 'No 1' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page);
});
