/**
 * What a request log may say about the URL. Query strings are dropped (search terms, filters), and
 * path segments that are secrets themselves are replaced: an applicant's status link
 * (/recruitment/status/<token>, the page and its API call) opens their application to whoever
 * holds it, so the token never reaches the log.
 */
const SECRET_SEGMENTS = [/(\/recruitment\/status\/)[^/]+/g, /(\/events\/tickets\/)[^/]+/g];

export const REDACTED = '[redacted]';

/** The URL as request logs show it: the path only, with secret segments replaced. */
export function loggedUrl(url: string): string {
  let path = url.split(/[?#]/)[0];
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
  return path;
}
