// The routes the throughput run loads, found from the demo content the server was seeded with:
// a blog's slug, an event's id, the main entry script named by index.html and a media file.
import { PAGES } from '../../packages/domain/src/pages.ts';

async function getJson(base, pathname) {
  const res = await fetch(`${base}${pathname}`);
  if (!res.ok) throw new Error(`GET ${pathname} answered ${res.status}`);
  return res.json();
}

/**
 * [{ name, path, headers?, budget }]: `budget` is 'cached-get' (the public reads and page HTML),
 * 'asset' (the hashed script, sent as brotli), 'media' (a stored image) or null (reported only:
 * the health check answers from a database ping, not from a cache).
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
  // A drawn page names its entry in the loader that fetches it after the page (app-loader.ts); a
  // page the browser draws, in a module script.
  const entry =
    /<script[^>]+data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ??
    /<script[^>]+type="module"[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('the home page names no module script under /assets');
  // Media URLs are absolute (PUBLIC_URL first): the path is what the load asks this server for.
  const mediaUrl = gallery[0].url ?? team.find((m) => m.photo)?.photo;
  const media = new URL(mediaUrl, base).pathname;
  const api = (name, p) => ({ name, path: `/api/v1${p}`, budget: 'cached-get' });
  return [
    api('blog list', '/blog/all'),
    api('blog cards', '/blog/cards'),
    api('one blog', `/blog/${encodeURIComponent(blogs[0].slug)}`),
    api('event list', '/events/all'),
    api('event cards', '/events/cards'),
    api('one event', `/events/${events[0]._id}`),
    api('team', '/team/all'),
    api('gallery', '/gallery/all'),
    api('site texts', '/site'),
    api('active drive', '/recruitment/active'),
    api('podcast episodes', '/podcast/episodes'),
    { ...api('health', '/health'), budget: null },
    { name: 'page HTML /', path: '/', budget: 'cached-get' },
    { name: 'page HTML /blogs', path: '/blogs', budget: 'cached-get' },
    { name: 'entry script (br)', path: entry, headers: { 'accept-encoding': 'br' }, budget: 'asset' },
    { name: 'media file', path: new URL(media, base).pathname, budget: 'media' },
  ];
}

/**
 * Pages with a parameter that Lighthouse opens, with a demo record filled in, and those it leaves
 * out, with the reason. Every other page comes from the page registry as it is: each public page
 * of the sitemap (`indexed`), so a new page is measured without being listed here.
 */
const RECORD_PAGES = {
  blog: ({ slug }) => PAGES.blog.href({ slug }),
  event: ({ eventId }) => PAGES.event.href({ id: eventId }),
  badge: ({ badgeId }) => PAGES.badge.href({ id: badgeId }),
  // The demo content's feedback form.
  form: () => PAGES.form.href({ slug: 'talk-feedback' }),
};
const NOT_MEASURED = {
  recruitmentStatus: "an applicant's private link, not a first visit from a search or a share",
  verify: "the badge page's data, shown as text: the badge page is measured",
  eventTicket: "a registrant's private link, not a first visit from a search or a share",
  eventCertificate: 'a page opened from a certificate handed over, like the badge verification',
  certificate: 'without a badge handed over it sends the visitor on to /join-us, which is measured',
  memberConfirm:
    "a new member's private link from the confirmation message, not a first visit from a search or a share",
};

/** The pages Lighthouse opens ({ label, path }): the registry's public pages, records filled in. */
export async function findPages(base, badgeId) {
  const blogs = await getJson(base, '/api/v1/blog/all');
  const events = await getJson(base, '/api/v1/events/all');
  const records = { slug: blogs[0].slug, eventId: events[0]._id, badgeId };
  const pages = [];
  for (const [key, info] of Object.entries(PAGES)) {
    // The admin area is no visitor's first visit.
    if (info.path.startsWith('/admin')) continue;
    if (key in RECORD_PAGES) pages.push({ label: info.path, path: RECORD_PAGES[key](records) });
    else if (info.indexed) pages.push({ label: info.path, path: info.path });
    else if (!(key in NOT_MEASURED)) {
      throw new Error(
        `the page ${key} (${info.path}) is neither measured nor left out with a reason in scripts/bench/targets.mjs`,
      );
    }
  }
  return pages;
}
