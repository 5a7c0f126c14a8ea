let serverOrigin = '';

/** Sets the site's address where there is no page to read it from (the server's renderer: PUBLIC_URL). */
export function setSiteOrigin(origin: string): void {
  serverOrigin = origin;
}

/** The site's own address ('https://ssf.example'): the page's in the browser, PUBLIC_URL on the server. */
export const siteOrigin = (): string =>
  typeof window === 'undefined' ? serverOrigin : window.location.origin;
