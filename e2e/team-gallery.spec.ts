import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** A small PNG of its own colours, written to a temporary file. */
async function pngFile(name: string, from: string, to: string, width = 640, height = 480): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-e2e-team-')), name);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#fff" fill-opacity=".4"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

/** The notice with `text` appears in a live region; it is then dismissed so that the next is read alone. */
async function readNotice(page: Page, text: string) {
  const notice = page.getByText(text, { exact: true });
  await expect(notice).toBeVisible();
  await expect(page.locator('[aria-live]').filter({ hasText: text })).toHaveCount(1);
  await notice.locator('..').getByRole('button', { name: 'Dismiss message' }).click();
  await expect(notice).toHaveCount(0);
}

/** The page is drawn (preloader gone, heading shown) and fits the window without sideways scrolling. */
async function expectFits(page: Page) {
  await expect(page.getByTestId('welcome-preloader')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(client);
}

test('a visitor meets the team by role and browses the gallery in its lightbox, on a desktop and a phone', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  const roles = page.locator('main h2');
  await expect(roles).toHaveText(['Faculty Advisors', 'Post Holders', 'Team Leads', 'Members']);
  const advisors = page.getByRole('region', { name: 'Faculty Advisors' });
  await expect(advisors.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(advisors.getByRole('link', { name: /on LinkedIn/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  // Photos keep their box while they load.
  const photo = advisors.getByRole('img').first();
  await expect(photo).toHaveAttribute('width', '72');
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expectFits(page);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/gallery');
  const grid = page.getByRole('list', { name: 'Photos' });
  await expect(grid.getByRole('listitem')).not.toHaveCount(0);
  const count = await grid.getByRole('listitem').count();
  const first = grid.getByRole('button').first();
  const firstAlt = await first.locator('img').getAttribute('alt');
  await first.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(`Photo 1 of ${count}`);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  if (firstAlt) await expect(dialog.locator('figcaption')).toHaveText(firstAlt);
  await expect
    .poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toHaveAccessibleName(`Photo 2 of ${count}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toHaveAccessibleName(`Photo ${count} of ${count}`);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(first).toBeFocused();
  await expectFits(page);
  await expectNoSeriousA11yViolations(page);

  // On a phone: both pages fit, and a swipe moves the lightbox.
  await page.setViewportSize(PHONE);
  await page.goto('/team');
  await expect(page.locator('main h2').first()).toBeVisible();
  await expectFits(page);
  await page.goto('/gallery');
  await grid.getByRole('button').nth(1).click();
  await expect(dialog).toHaveAccessibleName(`Photo 2 of ${count}`);
  await expectFits(page);
  await dialog.locator('figure').evaluate((figure) => {
    const touch = (x: number) => new Touch({ identifier: 1, target: figure, clientX: x, clientY: 300 });
    figure.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(300)] }));
    figure.dispatchEvent(new TouchEvent('touchend', { bubbles: true, changedTouches: [touch(80)] }));
  });
  await expect(dialog).toHaveAccessibleName(`Photo 3 of ${count}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('an admin adds, edits and deletes a team member with a photo', async ({
  adminPage: admin,
  page: visitor,
}) => {
  test.slow();
  const stamp = Date.now();
  // 'Aaa' and Faculty Advisor: the first row of the first page (by role, then name).
  const name = `Aaa Test Advisor ${stamp}`;
  const [photo, newPhoto] = await Promise.all([
    pngFile('photo.png', '#312e81', '#f59e0b', 400, 400),
    pngFile('photo-2.png', '#134e4a', '#fde68a', 400, 400),
  ]);
  await admin.setViewportSize(DESKTOP);
  await admin.goto('/admin/team');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin Team' })).toBeVisible();
  const table = admin.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Photo', 'Name', 'Email', 'Role', 'Actions']);
  await expect(table.getByRole('row')).toHaveCount(6);
  const pager = admin.getByRole('navigation', { name: 'Team member pages' });
  await expect(pager.getByText(/^1 of \d+$/)).toBeVisible();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText(/^2 of \d+$/)).toBeVisible();
  await pager.getByRole('button', { name: 'Previous' }).click();

  // New member opens the form in a drawer over the list; a blank designation is refused before
  // anything is sent.
  await admin.getByRole('button', { name: 'New member' }).click();
  await expect(admin.getByRole('dialog', { name: 'Add Member' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Name' }).fill(name);
  await admin.getByRole('textbox', { name: 'Email' }).fill(`advisor.${stamp}@example.org`);
  await admin.getByRole('textbox', { name: 'LinkedIn profile' }).fill('https://www.linkedin.com/in/advisor');
  await admin.getByRole('combobox', { name: 'Role' }).selectOption('Faculty Advisor');
  await admin.getByRole('button', { name: 'Add Member' }).click();
  await expect(admin.getByRole('textbox', { name: 'Designation' })).toHaveAccessibleDescription(
    'Designation is required',
  );
  await admin.getByRole('textbox', { name: 'Designation' }).fill('Faculty Advisor, Physics');
  await admin.getByLabel('Photo').setInputFiles(photo);
  await expect(admin.getByRole('img', { name: 'Preview of the chosen file' })).toBeVisible();
  await admin.getByRole('button', { name: 'Add Member' }).click();
  await readNotice(admin, 'Member added successfully');
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`advisor.${stamp}@example.org`);

  // A visitor sees the new member under Faculty Advisors, without the email.
  await visitor.goto('/team');
  const advisors = visitor.getByRole('region', { name: 'Faculty Advisors' });
  await expect(advisors.getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(visitor.getByText(`advisor.${stamp}@example.org`)).toHaveCount(0);

  // Edit: a new designation, role and photo.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(admin.getByRole('heading', { name: 'Edit Member' })).toBeFocused();
  await expect(admin.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await admin.getByRole('textbox', { name: 'Designation' }).fill('Senior Faculty Advisor');
  await admin.getByLabel('Photo').setInputFiles(newPhoto);
  await admin.getByRole('button', { name: 'Update Member' }).click();
  await readNotice(admin, 'Member updated successfully');
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Senior Faculty Advisor');
  await visitor.reload();
  await expect(visitor.getByText('Senior Faculty Advisor')).toBeVisible();

  // The admin page fits a phone too.
  await admin.setViewportSize(PHONE);
  await expectFits(admin);
  await admin.setViewportSize(DESKTOP);

  // Delete, through the confirmation.
  await table
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this member?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await readNotice(admin, 'Member deleted successfully');
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 3, name })).toHaveCount(0);
});

test('an admin uploads several gallery images, gives one alt text, and deletes them', async ({
  adminPage: admin,
  page: visitor,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const alt = `Students at the telescope ${stamp}`;
  const files = await Promise.all([
    pngFile('one.png', '#1e1b4b', '#fbbf24', 800, 600),
    pngFile('two.png', '#831843', '#f9a8d4', 600, 800),
  ]);
  const before = (await (await request.get('/api/v1/gallery/all')).json()) as Array<{ _id: string }>;

  await admin.setViewportSize(DESKTOP);
  await admin.goto('/admin/gallery');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin Gallery' })).toBeVisible();
  await admin.getByRole('button', { name: 'Upload photos' }).click();
  await admin.getByLabel('Photos', { exact: true }).setInputFiles(files);
  await expect(admin.getByRole('img', { name: 'Preview of one.png' })).toBeVisible();
  await expect(admin.getByRole('img', { name: 'Preview of two.png' })).toBeVisible();
  // Alt text for the second photo now; the first gets its own after the upload.
  const secondAlt = `Sunset over the hills ${stamp}`;
  await admin.getByRole('textbox', { name: 'Alt text of two.png' }).fill(secondAlt);
  await admin.getByRole('button', { name: 'Upload 2 photos' }).click();
  await readNotice(admin, 'Images uploaded successfully');
  const after = (await (await request.get('/api/v1/gallery/all')).json()) as Array<{ _id: string }>;
  expect(after).toHaveLength(before.length + 2);
  const added = after.slice(0, 2).map((i) => i._id);

  // The newest come first: give the first its alt text.
  const altBox = admin.getByRole('textbox', { name: 'Alt text of photo 1', exact: true });
  await expect(altBox).toHaveValue('');
  await expect(admin.getByRole('textbox', { name: 'Alt text of photo 2', exact: true })).toHaveValue(
    secondAlt,
  );
  await altBox.fill(alt);
  await admin.getByRole('button', { name: 'Save alt text of photo 1', exact: true }).click();
  await readNotice(admin, 'Alt text saved');

  // A visitor sees it first in the gallery, with its alt text, and in the lightbox (a key pressed
  // before the app has taken the drawn page over is pressed again once it has).
  await visitor.goto('/gallery');
  const firstButton = visitor.getByRole('list', { name: 'Photos' }).getByRole('button').first();
  await expect(firstButton).toHaveAccessibleName(alt);
  await expect(visitor.getByRole('list', { name: 'Photos' }).getByRole('button').nth(1)).toHaveAccessibleName(
    secondAlt,
  );
  await firstButton.press('Enter');
  await expect(visitor.getByRole('dialog').getByRole('img', { name: alt })).toBeVisible();
  await visitor.keyboard.press('Escape');

  await admin.setViewportSize(PHONE);
  await expectFits(admin);
  await admin.setViewportSize(DESKTOP);

  // Delete both, each through the confirmation.
  for (let i = 0; i < 2; i++) {
    await admin.getByRole('button', { name: 'Delete photo 1', exact: true }).click();
    const confirm = admin.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this image?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await readNotice(admin, 'Image deleted successfully');
  }
  const left = (await (await request.get('/api/v1/gallery/all')).json()) as Array<{ _id: string }>;
  expect(left.map((i) => i._id)).toEqual(before.map((i) => i._id));
  expect(left.some((i) => added.includes(i._id))).toBe(false);
});
