import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { confirmMembership } from './member-confirmation.ts';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
/** Every column of the members table shows from here on. */
const WIDE = { width: 1600, height: 900 };

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

test('an admin finds a new member, exports the list, sees the dashboard, and revokes the membership', async ({
  adminPage: page,
  request,
}) => {
  // A student joins through the public API.
  const tag = Date.now().toString(36);
  const student = {
    first_name: 'Ishita',
    last_name: `Varma-${tag}`,
    gender: 'female',
    email: `ishita.${tag}@mitwpu.edu.in`,
    prn: `E2E${tag}`.toUpperCase(),
    year: 'TY',
    course: 'B.Tech Civil Engineering',
  };
  const joined = await request.post('/api/v1/member/join', { data: student });
  expect(joined.status(), await joined.text()).toBe(201);
  const { member } = (await joined.json()) as { member: { _id: string; member_id: string } };
  await confirmMembership(page, student.email);
  const name = `${student.first_name} ${student.last_name}`;

  // The members page: a search finds the new member among the demo ones.
  await page.setViewportSize(WIDE);
  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Members' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Members, newest first' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('searchbox', { name: /Search members/ }).fill(student.last_name.toUpperCase());
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveText(
    [
      // The name, then the disclosure of the events the member registered for.
      `${name}\nEvents\nof ${name}`,
      student.prn,
      'F',
      student.email,
      student.course,
      'TY',
      member.member_id,
      /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
      'Revoke',
    ],
    { useInnerText: true },
  );
  await expectFits(page);
  await expectNoSeriousA11yViolations(page);

  // Export to CSV downloads members.csv from the server, the new member in it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('members.csv');
  const csv = fs.readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Name,PRN,Gender,Email,Course,Year,Member ID,Joined Date');
  const line = lines.find((l) => l.includes(member.member_id));
  expect(
    line?.startsWith(`${name},${student.prn},F,${student.email},${student.course},TY,${member.member_id},`),
  ).toBe(true);
  expect(line).toMatch(/,"[A-Z][a-z]+ \d{1,2}, \d{4}"$/);

  // On a laptop and a phone the page fits, the details under the name.
  await page.setViewportSize(DESKTOP);
  // PRN is in its own column only on a wide screen.
  await expect(row.locator('td').nth(1)).toBeHidden();
  await expect(row.getByRole('cell').first()).toContainText(`PRN ${student.prn} · Gender F · TY`);
  await expectFits(page);
  await page.setViewportSize(PHONE);
  // Email too.
  await expect(row.locator('td').nth(3)).toBeHidden();
  await expect(row.getByRole('cell').first()).toContainText(student.email);
  await expectFits(page);

  // The dashboard: a card per section, the members chart and its numbers, on a phone and a desktop.
  await page.goto('/admin/dashboard');
  const cards = page.getByRole('main').getByRole('list').first();
  const membersCard = cards.getByRole('link', { name: /Members/ });
  await expect(membersCard).toHaveAttribute('href', '/admin/members');
  await expect(cards.getByRole('link')).toHaveCount(7);
  const count = Number((await membersCard.textContent())?.match(/\d[\d,]*/)?.[0].replace(/,/g, ''));
  expect(count).toBeGreaterThanOrEqual(1);
  const chart = page.getByRole('img', { name: /^New members per month, / });
  await expect(chart).toBeVisible();
  await page.getByText('Show the numbers').click();
  const numbers = page.getByRole('table', { name: 'New members per month' });
  await expect(numbers.getByRole('row')).toHaveCount(13);
  // The new member joined this month: the last month counts at least one.
  expect(
    Number(await numbers.getByRole('row').last().getByRole('cell').textContent()),
  ).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('heading', { name: 'Recruitment' })).toBeVisible();
  await expectFits(page);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(DESKTOP);
  await expectFits(page);

  // A card leads to its page.
  await membersCard.click();
  await expect(page).toHaveURL(/\/admin\/members$/);

  // Revoking asks first, then the member is gone and the badge no longer verifies.
  expect((await request.get(`/api/v1/member/badge/verify/${member._id}`)).status()).toBe(200);
  const search = page.getByRole('searchbox', { name: /Search members/ });
  await search.fill(member.member_id);
  await page.getByRole('button', { name: `Revoke membership of ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('badge will no longer verify');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Membership revoked. The badge no longer verifies.')).toBeVisible();
  await expect(page.getByText(`No members found for “${member.member_id}”.`)).toBeVisible();

  const verify = await request.get(`/api/v1/member/badge/verify/${member._id}`);
  expect(verify.status()).toBe(404);
  expect(await verify.json()).toMatchObject({ valid: false });
});
