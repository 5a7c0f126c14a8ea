// What other features use of mail: storing a message in the outbox within their own transaction
// (enqueueMail, or outboxRow for many at once), and the decisions a message tells of.
export { enqueueMail, type MailMessage, type OutboxRow, outboxRow } from './outbox.ts';
export { DECIDED_STATUSES, type DecidedStatus } from './templates.ts';
