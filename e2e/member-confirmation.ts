import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect } from './fixtures.ts';

/** The first message the run's mail server received for `to`, waiting up to `timeoutMs` for it. */
export async function mailFor(to: string, timeoutMs = 30_000): Promise<ParsedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: e2e/global-setup.ts starts the mail server');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.eml'))) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, name)), { skipImageLinks: true });
      const address = (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
      if (address === to) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no message for ${to} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The absolute links of a message's plain-text part. */
export const linksOf = (mail: ParsedMail) =>
  [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

/**
 * Confirms the membership joined with `email` as its student does (the site runs with mail
 * configured): opens the confirmation link of the welcome mail in a page of the same browser
 * and presses the button. The page is closed afterwards.
 */
export async function confirmMembership(page: Page, email: string): Promise<void> {
  const link = linksOf(await mailFor(email)).find((l) => l.includes('/member/confirm/'));
  if (!link) throw new Error(`the welcome mail to ${email} carries no confirmation link`);
  const confirmPage = await page.context().newPage();
  await confirmPage.goto(link);
  await confirmPage.getByRole('button', { name: 'Confirm my membership' }).click();
  await expect(confirmPage.getByRole('status')).toContainText('is confirmed');
  await confirmPage.close();
}
