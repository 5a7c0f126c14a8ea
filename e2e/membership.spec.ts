import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { choose, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { confirmMembership } from './member-confirmation.ts';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

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

/** The text of the QR code in an image (PNG, SVG, ...), read as a phone's camera would. */
async function readQr(image: Buffer, width?: number): Promise<string | null> {
  const { data, info } = await sharp(image, { density: 300 })
    .resize(width ? { width } : undefined)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** The QR code the page shows, drawn large from its own SVG. */
async function readQrOnPage(qr: Locator): Promise<string | null> {
  const svg = await qr.evaluate((el) => el.outerHTML);
  // Inline SVG in HTML leaves its namespace implicit; as a file it must be named.
  return readQr(Buffer.from(svg.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"')), 400);
}

/** A student no other run has used: unique email and PRN. */
function newStudent() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    first: 'Anaya',
    last: `Kulkarni ${stamp.slice(-4)}`,
    email: `anaya.${stamp}@mitwpu.edu.in`,
    prn: `PRN${stamp}`,
  };
}

async function fillJoinForm(page: Page, student: ReturnType<typeof newStudent>, email = student.email) {
  await page.getByLabel('First Name').fill(student.first);
  await page.getByLabel('Last Name').fill(student.last);
  await choose(page.getByRole('radio', { name: 'Female' }));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('PRN').fill(student.prn);
  await page.getByLabel('Year').selectOption('SY');
  await page.getByLabel('Course').selectOption('Other');
}

test('a student joins on a phone, downloads the badge and the badge verifies', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const student = newStudent();
  await page.goto('/join-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Member!' })).toBeVisible();
  await expectFits(page);
  await expectNoSeriousA11yViolations(page);

  // The form's own check names the problem before anything is sent.
  await page.getByRole('button', { name: 'Join and get my badge' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  // The page moves up from the button to the first field to fix, ready for typing; it says what it needs.
  await expect(page.getByLabel('First Name')).toBeFocused();
  await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('Enter your first name');
  await expect(page.getByLabel('First Name')).toBeInViewport();
  await fillJoinForm(page, student, `anaya.${Date.now()}@gmail.com`);
  await page.getByRole('button', { name: 'Join and get my badge' }).click();
  await expect(page.getByText('Use your mitwpu.edu.in email').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(student.email);
  await page.getByRole('button', { name: 'Join and get my badge' }).click();

  // The new member lands on the badge, which waits for the link of the welcome mail: no download,
  // no share, no verification until then.
  await expect(page).toHaveURL(/\/member\/badge\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('status')).toContainText('awaiting confirmation');
  await expect(page.getByRole('button', { name: /Download/ })).toHaveCount(0);
  await expectFits(page);
  const unconfirmedId = page.url().split('/').pop() ?? '';
  expect((await page.request.get(`/api/v1/member/badge/verify/${unconfirmedId}`)).status()).toBe(404);
  await confirmMembership(page, student.email);
  await page.reload();
  const name = `${student.first} ${student.last}`;
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}!` })).toBeVisible();
  const card = page.getByRole('figure', { name: `Membership badge of ${name}` });
  await expect(card).toBeVisible();
  const memberId = (await card.locator('dd.font-mono').textContent()) ?? '';
  expect(memberId).toMatch(/^SSF-\d{4}-\d{4,}$/);
  await expect(card.getByText('Member', { exact: true })).toBeVisible();
  await expect(card.getByText('Scan to verify')).toBeVisible();
  await expect(card.getByRole('img', { name: /QR code/ })).toHaveAttribute('width', '80');
  await expect(page.getByText(memberId).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name} — Membership Badge`));
  await expectFits(page);
  await expectNoSeriousA11yViolations(page);

  // LinkedIn and the share links carry the verification address.
  const badgeId = page.url().split('/').pop() ?? '';
  const verifyUrl = `${new URL(page.url()).origin}/member/badge/verify/${badgeId}`;
  const linkedIn = new URL(
    (await page.getByRole('link', { name: /Add to LinkedIn Profile/ }).getAttribute('href')) ?? '',
  );
  expect(linkedIn.searchParams.get('certUrl')).toBe(verifyUrl);
  expect(linkedIn.searchParams.get('certId')).toBe(memberId);
  expect(linkedIn.searchParams.get('name')).toBe('Member');
  const twitter = new URL((await page.getByRole('link', { name: /^Twitter/ }).getAttribute('href')) ?? '');
  expect(twitter.searchParams.get('url')).toBe(verifyUrl);

  // Download Badge saves the server-drawn PNG as member_badge.png.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Badge' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('member_badge.png');
  const file = await download.path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  // The downloaded badge's own QR code leads to the verification page too.
  expect(await readQr(bytes)).toBe(verifyUrl);
  await expect(page.getByRole('button', { name: 'Download Badge' })).toBeVisible();

  // The address in the card's QR code, as a phone would read it, shows the verified member.
  const scanned = await readQrOnPage(card.getByRole('img', { name: /QR code/ }));
  expect(scanned).toBe(verifyUrl);
  await page.goto(scanned ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Verified member' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(memberId, { exact: true })).toBeVisible();
  await expect(page.getByText('Other', { exact: true })).toBeVisible();
  await expect(page.getByText('SY', { exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(student.email);
  await expect(page.locator('main')).not.toContainText(student.prn);
  await expectFits(page);
  await expectNoSeriousA11yViolations(page);

  // The page's head names the member for link previews, with the badge as its image.
  const html = await (await page.request.get(verifyUrl)).text();
  expect(html).toContain(`content="${name} — Verified Member`);
  expect(html).toContain(`/api/v1/member/badge/${badgeId}/image.png"`);
});

test('an unknown badge says so, and /certificate without a member leads to the join page', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/member/badge/3f1b6a52-8c4d-4e7f-9a01-23456789abcd');
  await expect(page.getByRole('heading', { level: 1, name: 'Badge not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the Forum' })).toHaveAttribute('href', '/join-us');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/member/badge/verify/not-a-badge');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This badge could not be verified' }),
  ).toBeVisible();
  await expectFits(page);

  await page.goto('/certificate');
  await expect(page).toHaveURL(/\/join-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Member!' })).toBeVisible();
});

test('joining twice with the same email is refused with a clear message', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const student = newStudent();
  const first = await request.post('/api/v1/member/join', {
    data: {
      first_name: student.first,
      last_name: student.last,
      gender: 'female',
      email: student.email,
      prn: student.prn,
      year: 'TY',
      course: 'Other',
    },
  });
  expect(first.status()).toBe(201);

  await page.goto('/join-us');
  await fillJoinForm(page, { ...student, prn: `${student.prn}X` }, student.email.toUpperCase());
  await page.getByRole('button', { name: 'Join and get my badge' }).click();
  // One message for a taken email or PRN: joining never tells which one is registered.
  await expect(page.getByText('This email or PRN is already registered').first()).toBeVisible();
  await expect(page).toHaveURL(/\/join-us$/);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoSeriousA11yViolations(page);
});
