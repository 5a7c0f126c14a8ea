import type { Feature } from '../feature.ts';
import { outboxAlerts } from './outbox.ts';
import { mailRoutes } from './routes.ts';
import { prepareOutbox, startMailSender } from './sender.ts';

/**
 * Mail: the outbox other features store messages in (enqueueMail, in their own transaction), the
 * sender that delivers them (started with the server: sender.ts) and the admins' view of it.
 * See docs/mail.md.
 */
export const mail: Feature = {
  name: 'mail',
  routes: mailRoutes,
  // Held messages go out once SMTP_URL is set; the sender delivers the outbox (docs/mail.md).
  async start(ctx, log) {
    const outbox = await prepareOutbox(ctx);
    if (outbox.queued) log.info({ messages: outbox.queued }, 'held mail queued: SMTP_URL is set');
    const sender = startMailSender(ctx, log);
    return {
      stop: () => sender.stop(),
      notices: ctx.config.smtp ? [] : ['Mail: SMTP_URL is not set; messages are kept (held) until it is.'],
    };
  },
  // Messages that failed, and messages held while mail is not configured.
  dashboard: {
    section: 'mail',
    figures: async ({ db, config }) => ({
      mail: { ...(await outboxAlerts(db)), configured: config.smtp !== null },
    }),
    hidden: ({ mail }) => ({ mail: { failed: 0, held: 0, configured: mail?.configured ?? false } }),
  },
};

export { enqueueMail, type MailMessage } from './outbox.ts';
