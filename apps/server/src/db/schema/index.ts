// The one schema, for Drizzle and for drizzle-kit's migration generator.
export * from './accounts.ts';
export * from './blogs.ts';
export * from './credentials.ts';
export * from './events.ts';
export * from './event-registrations.ts';
export * from './form-refusals.ts';
export * from './gallery.ts';
export * from './mail.ts';
export * from './media.ts';
export * from './members.ts';
export * from './rate-limits.ts';
export * from './recruitment.ts';
export * from './site-texts.ts';
export * from './team.ts';
export * from './users.ts';
export * from './forms.ts';
