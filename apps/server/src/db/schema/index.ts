// The one schema, for Drizzle and for drizzle-kit's migration generator.
export * from './blogs.ts';
export * from './events.ts';
export * from './form-refusals.ts';
export * from './gallery.ts';
export * from './media.ts';
export * from './members.ts';
export * from './rate-limits.ts';
export * from './recruitment.ts';
export * from './site-texts.ts';
export * from './team.ts';
export * from './users.ts';
