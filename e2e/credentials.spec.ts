import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { confirmMembership } from './member-confirmation.ts';

const PHONE = { width: 375, height: 812 };

/** Drops `bytes` as a file named `name` on the verify page's drop box, as a dragged file lands. */
async function dropFile(page: Page, bytes: Buffer, name: string, type: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name, type }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type }));
      return transfer;
    },
    { base64: bytes.toString('base64'), name, type },
  );
  const box = page.getByTestId('credential-drop');
  await box.dispatchEvent('dragover', { dataTransfer });
  await box.dispatchEvent('drop', { dataTransfer });
}

/** The app has taken the drawn page over: the welcome screen it removes when it starts is gone. */
async function appStarted(page: Page) {
  await expect(page.getByTestId('welcome-preloader')).toHaveCount(0);
}

test('a member downloads the signed badge, it verifies when dropped, and shows revoked once the member is revoked', async ({
  page,
  adminPage,
  request,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const joined = await request.post('/api/v1/member/join', {
    data: {
      first_name: 'Ishaan',
      last_name: `Credential ${stamp.slice(-5)}`,
      gender: 'male',
      email: `ishaan.${stamp}@mitwpu.edu.in`,
      prn: `PRNC${stamp}`,
      year: 'FY',
      course: 'Other',
    },
  });
  expect(joined.status()).toBe(201);
  const member = (await joined.json()).member as { _id: string; name: string; member_id: string };
  await confirmMembership(page, `ishaan.${stamp}@mitwpu.edu.in`);

  // The badge page: both downloads and the one sentence saying what they are for.
  await page.setViewportSize(PHONE);
  await page.goto(`/member/badge/${member._id}`);
  // The page arrives drawn by the server; its buttons work once the app has taken it over.
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${member.name}!` })).toBeVisible();
  await expect(page.getByText(/Both downloads carry your signed Open Badges 3\.0 credential/)).toBeVisible();

  const badgeDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Badge' }).click();
  const badge = await badgeDownload;
  expect(badge.suggestedFilename()).toBe('member_badge.png');
  const png = fs.readFileSync((await badge.path()) ?? '');
  // The credential is baked in: an iTXt chunk with the keyword openbadgecredential.
  expect(png.includes(Buffer.from('iTXtopenbadgecredential\0', 'latin1'))).toBe(true);

  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download credential' }).click();
  const credentialFile = await jsonDownload;
  expect(credentialFile.suggestedFilename()).toBe('member_badge_credential.json');
  const json = fs.readFileSync((await credentialFile.path()) ?? '');
  const credential = JSON.parse(json.toString('utf8'));
  expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  expect(credential.credentialSubject.name).toBe(member.name);
  expect(json.toString('utf8')).not.toContain(`ishaan.${stamp}`);

  // Dropped on the verify page, the badge image verifies, every check in words.
  await page.goto(`/member/badge/verify/${member._id}`);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Verified member' })).toBeVisible();
  await dropFile(page, png, 'member_badge.png', 'image/png');
  const report = page.getByTestId('credential-report');
  await expect(report).toContainText('Verified: this credential is genuine and in force.');
  await expect(report).toContainText('Signature: passed.');
  await expect(report).toContainText('Issuer: passed.');
  await expect(report).toContainText('Status: passed. Not revoked');
  await expect(report).toContainText('Dates: passed.');
  await expect(report).toContainText(member.name);
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
  await expectNoSeriousA11yViolations(page);

  // An officer revokes the member in the admin area.
  await adminPage.goto('/admin/members');
  await adminPage.getByRole('searchbox', { name: /Search members/ }).fill(member.member_id);
  await adminPage.getByRole('button', { name: `Revoke membership of ${member.name}` }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(adminPage.getByText('Membership revoked. The badge no longer verifies.')).toBeVisible();

  // The same file, dropped again, now shows as revoked; the credential file too, when chosen.
  await page.reload();
  await appStarted(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This badge could not be verified' }),
  ).toBeVisible();
  await dropFile(page, png, 'member_badge.png', 'image/png');
  await expect(report).toContainText('Not verified: see the checks below.');
  await expect(report).toContainText('Status: failed. Revoked: the forum has withdrawn this credential.');
  await expect(report).toContainText('Signature: passed.');
  await page.getByLabel(/Choose a file/).setInputFiles({
    name: 'member_badge_credential.json',
    mimeType: 'application/json',
    buffer: json,
  });
  await expect(report).toContainText('member_badge_credential.json');
  await expect(report).toContainText('Status: failed. Revoked');
  await expectNoSeriousA11yViolations(page);
  expect((await request.get(`/api/v1/member/badge/${member._id}/credential.json`)).status()).toBe(404);
});
