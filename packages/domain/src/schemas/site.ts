/**
 * The forum's site texts (home page and footer), edited from /admin/site. The zod schemas for
 * GET /site and PUT /admin/site build on these shapes.
 */
export interface SiteLeaderText {
  name: string;
  title: string;
  /** Empty until an admin enters the leader's own words: the card then shows name and title only. */
  message: string;
}

/** What the database keeps as JSON: everything but the leader photos, which are columns. */
export interface StoredSiteTexts {
  about: string;
  vision: string;
  mission: string;
  objective: string;
  leaders: SiteLeaderText[];
  playlistId: string;
  contactEmail: string;
  /** Network name to an http(s) link: instagram, linkedin, youtube, ... */
  social: Record<string, string>;
}
