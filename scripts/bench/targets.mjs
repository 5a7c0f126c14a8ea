// The routes the throughput run loads, found from the demo content the server was seeded with:
// a blog's slug, an event's id, the main entry script named by index.html and a media file.

async function getJson(base, pathname) {
  const res = await fetch(`${base}${pathname}`);
  if (!res.ok) throw new Error(`GET ${pathname} answered ${res.status}`);
  return res.json();
}

/**
 * [{ name, path, headers?, budget }]: `budget` is 'cached-get' (the public reads and page HTML),
 * 'asset' (the hashed script, sent as brotli) or null (reported only).
 */
export async function findTargets(base) {
  const blogs = await getJson(base, '/api/v1/blog/all');
  const events = await getJson(base, '/api/v1/events/all');
  const team = await getJson(base, '/api/v1/team/all');
  const gallery = await getJson(base, '/api/v1/gallery/all');
  if (!blogs.length || !events.length || !gallery.length) {
    throw new Error('the demo content has no blog, event or gallery picture (was SEED_DEMO honoured?)');
  }
  const html = await fetch(`${base}/`).then((r) => r.text());
  const entry = /<script[^>]+type="module"[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html names no module script under /assets');
  const media = gallery[0].url ?? team.find((m) => m.photo)?.photo;
  const api = (name, p) => ({ name, path: `/api/v1${p}`, budget: 'cached-get' });
  return [
    api('blog list', '/blog/all'),
    api('one blog', `/blog/${encodeURIComponent(blogs[0].slug)}`),
    api('event list', '/events/all'),
    api('one event', `/events/${events[0]._id}`),
    api('team', '/team/all'),
    api('gallery', '/gallery/all'),
    api('site texts', '/site'),
    api('active drive', '/recruitment/active'),
    api('podcast episodes', '/podcast/episodes'),
    api('health', '/health'),
    { name: 'page HTML /', path: '/', budget: 'cached-get' },
    { name: 'page HTML /blogs', path: '/blogs', budget: 'cached-get' },
    { name: 'entry script (br)', path: entry, headers: { 'accept-encoding': 'br' }, budget: 'asset' },
    { name: 'media file', path: media, budget: null },
  ];
}

/** The pages Lighthouse opens ({ label, path }), with one blog, one event and a member's badge. */
export async function findPages(base, badgeId) {
  const blogs = await getJson(base, '/api/v1/blog/all');
  const events = await getJson(base, '/api/v1/events/all');
  const fixed = (p) => ({ label: p, path: p });
  return [
    fixed('/'),
    fixed('/blogs'),
    { label: '/blogs/:slug', path: `/blogs/${encodeURIComponent(blogs[0].slug)}` },
    fixed('/events'),
    { label: '/events/:id', path: `/events/${events[0]._id}` },
    fixed('/team'),
    fixed('/gallery'),
    fixed('/recruitment'),
    fixed('/join-us'),
    { label: '/member/badge/:id', path: `/member/badge/${badgeId}` },
  ];
}
