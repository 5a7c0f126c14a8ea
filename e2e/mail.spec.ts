import { choose, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { confirmMembership, mailFor } from './member-confirmation.ts';

test('a student who joins receives the welcome mail, whose badge link opens their badge', async ({
  page,
  baseURL,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const student = {
    first: 'Meera',
    last: `Deshpande ${stamp.slice(-4)}`,
    email: `meera.${stamp}@mitwpu.edu.in`,
  };
  await page.goto('/join-us');
  await page.getByLabel('First Name').fill(student.first);
  await page.getByLabel('Last Name').fill(student.last);
  await choose(page.getByRole('radio', { name: 'Female' }));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(student.email);
  await page.getByLabel('PRN').fill(`PRN${stamp}`);
  await page.getByLabel('Year').selectOption('SY');
  await page.getByLabel('Course').selectOption('Other');
  await page.getByRole('button', { name: 'Join and get my badge' }).click();
  await expect(page).toHaveURL(/\/member\/badge\/[0-9a-f-]{36}$/);
  const badgeUrl = page.url();

  const mail = await mailFor(student.email);
  expect(mail.subject).toBe('Welcome to the Science and Spirituality Forum');
  expect(mail.attachments.some((a) => a.contentType === 'image/png' && a.contentId === '<badge>')).toBe(true);
  const links = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
  const badgeLink = links.find((l) => /\/member\/badge\/[0-9a-f-]{36}$/.test(l));
  expect(badgeLink).toBe(badgeUrl);
  expect(badgeLink?.startsWith(baseURL ?? '')).toBe(true);

  // Following the link from the mail, in a fresh page: the member's own badge.
  const fresh = await page.context().newPage();
  await fresh.goto(badgeLink!);
  await expect(fresh.getByText(`${student.first} ${student.last}`).first()).toBeVisible();
  // Until the confirmation link of the same mail is followed the badge only waits.
  await expect(fresh.getByText(/awaiting confirmation/)).toBeVisible();
  await confirmMembership(page, student.email);
  const verifyLink = links.find((l) => l.includes('/member/badge/verify/'));
  await fresh.goto(verifyLink!);
  await expect(fresh.getByText(`${student.first} ${student.last}`).first()).toBeVisible();
});

test('an admin follows the outbox on a phone: the sent welcome, its status and attempts, a filter', async ({
  adminPage: page,
  request,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `rohan.${stamp}@mitwpu.edu.in`;
  const joined = await request.post('/api/v1/member/join', {
    data: {
      first_name: 'Rohan',
      last_name: 'Mehta',
      gender: 'male',
      email,
      prn: `PRN${stamp}`,
      year: 'FY',
      course: 'Other',
    },
  });
  expect(joined.status()).toBe(201);
  await mailFor(email);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/mail?status=sent');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('sent');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Welcome to the Science and Spirituality Forum');
  await expect(row).toContainText('Sent');
  await expect(page.getByText('Mail is not configured.')).toHaveCount(0);
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Status').selectOption('failed');
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});
