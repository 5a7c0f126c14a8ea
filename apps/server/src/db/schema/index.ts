// The one schema, for Drizzle and for drizzle-kit's migration generator: the platform's tables
// (in this folder) and each feature's own (modules/<feature>/tables.ts). A feature's tables are
// read and written by that feature only; see docs/architecture.md.
export * from './accounts.ts';
export * from './form-refusals.ts';
export * from './mail.ts';
export * from './media.ts';
export * from './rate-limits.ts';
export * from './users.ts';
export * from '../../modules/activity/tables.ts';
export * from '../../modules/blogs/tables.ts';
export * from '../../modules/credentials/tables.ts';
export * from '../../modules/events/tables.ts';
export * from '../../modules/events/registration/tables.ts';
export * from '../../modules/forms/tables.ts';
export * from '../../modules/gallery/tables.ts';
export * from '../../modules/members/tables.ts';
export * from '../../modules/recruitment/tables.ts';
export * from '../../modules/site-texts/tables.ts';
export * from '../../modules/team/tables.ts';
