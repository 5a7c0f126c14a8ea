import { CUT } from './constants.ts';
import type { Blog } from './schemas/blog.ts';
import type { Event } from './schemas/event.ts';
import { stripHtml, truncate } from './text.ts';

// A record page's meta description, written once for the page (the browser's) and the server (the
// shared link's). No zod here: the blog page imports this, and loads no schema code for it.

/** A blog page's: its summary, or for a blog without one the start of its text, cut at a word. */
export const blogPageDescription = (blog: Pick<Blog, 'summary' | 'content'>): string =>
  truncate(blog.summary || stripHtml(blog.content), CUT.blogPageDescription);

/** An event page's: the description as plain text, cut at a word. */
export const eventPageDescription = (event: Pick<Event, 'description'>): string =>
  truncate(stripHtml(event.description), CUT.eventPageDescription);
