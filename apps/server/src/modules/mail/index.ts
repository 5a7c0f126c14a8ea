import type { Feature } from '../feature.ts';
import { mailRoutes } from './routes.ts';

/**
 * Mail: the outbox other features store messages in (enqueueMail, in their own transaction), the
 * sender that delivers them (started with the server: sender.ts) and the admins' view of it.
 * See docs/mail.md.
 */
export const mail: Feature = {
  name: 'mail',
  routes: mailRoutes,
};

export { enqueueMail, type MailMessage } from './outbox.ts';
