import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeEach, expect } from 'vitest';
import { type MailSender, startMailSender } from '../src/modules/mail/sender.ts';
import { createTestApp } from './helpers.ts';
import { type SmtpCapture, type SmtpCaptureOptions, startSmtpCapture } from './smtp-capture.ts';

/** The absolute links of a message's plain-text part. */
export const linksOf = (mail: ParsedMail) =>
  [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

/** The first recipient's address. */
export const toOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

/**
 * A test app whose mail goes to an SMTP server in the test process, with a sender that runs only
 * when told (`deliver(n)` sends the outbox and waits for `n` messages). Unless `keepBetweenTests`,
 * the outbox and the received messages are emptied before each test. Stopped after the file.
 */
export async function appWithMail(
  env: Record<string, string>,
  options: { smtp?: SmtpCaptureOptions; log?: FastifyBaseLogger; keepBetweenTests?: boolean } = {},
) {
  const smtp: SmtpCapture = await startSmtpCapture(options.smtp);
  const t = await createTestApp({ SMTP_URL: smtp.url, ...env });
  const sender: MailSender = startMailSender(t, options.log ?? t.app.log, { pollMs: 3_600_000 });
  afterAll(async () => {
    await sender.stop();
    await smtp.stop();
  });
  if (!options.keepBetweenTests)
    beforeEach(async () => {
      await t.database.db.execute(sql`delete from mail_outbox`);
      smtp.messages.length = 0;
    });
  const deliver = async (n: number) => {
    expect(await sender.runOnce()).toBe(n);
    return smtp.waitFor(n);
  };
  return { t, smtp, sender, deliver };
}
