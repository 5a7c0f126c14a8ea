import { HOME_LATEST_POSTS, RECENT_BLOGS } from '@ssf/domain/constants';

// Plain data: the page manifests read it in Node when the app is built (no browser code here).

/**
 * The read of the blog cards below /api/v1: the newest `limit`, or every one. The pages read it
 * so (lib/blogs.ts) and their manifests name it so (features/blogs, features/home), for the server
 * to announce the same address the page then fetches.
 */
export const blogCardsPath = (limit?: number) => (limit ? `/blog/cards?limit=${limit}` : '/blog/cards');

/** The home page's latest posts: the newest few. */
export const HOME_BLOG_CARDS = HOME_LATEST_POSTS;

/** A post's Recent Blogs: one card more than it shows, as the post being read may be among them. */
export const RECENT_BLOG_CARDS = RECENT_BLOGS + 1;
