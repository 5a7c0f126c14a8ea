// What other features use of the activity log: recording an entry, in their own transaction.
export { actorOf, recordActivity, recordOwnAccountActivity } from './log.ts';
