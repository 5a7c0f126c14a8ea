import { DEFAULT_SITE_TEXTS, toSiteTexts } from '@ssf/domain/schemas/site';
import { describe, expect, it } from 'vitest';
import { render } from '../src/entry-server.tsx';

/** The server's API as the renderer reaches it: the site texts, and nothing else. */
const fetchApi: typeof fetch = async (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.endsWith('/api/v1/site'))
    return Response.json(toSiteTexts(DEFAULT_SITE_TEXTS, ['', '']), { status: 200 });
  return Response.json({ message: 'Not found' }, { status: 404 });
};

const options = { timeZone: 'Asia/Kolkata', origin: 'https://ssf.example', fetchApi };

describe("the server's renderer", () => {
  it('loads the code of the page an address matches and draws it in the public frame', async () => {
    const page = await render({ url: '/no/such/page?x=1', ...options });
    const doc = new DOMParser().parseFromString(page.html, 'text/html');
    expect(doc.querySelector('main h1')?.textContent).toBe('404 Not Found');
    expect(doc.querySelector('nav')).not.toBeNull();
    // The page itself, never the spinner shown while a page's code loads.
    expect(page.html).not.toContain('Loading...');
    expect(page.state).toMatch(/^<script type="application\/json" id="[^"]+">/);
  });
});
