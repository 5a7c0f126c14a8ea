import { describe, expect, it } from 'vitest';
import { MB } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import {
  DEFAULT_SITE_TEXTS,
  SITE_LIMITS,
  SITE_MSG,
  type SiteTexts,
  type SiteTextsDraft,
  toSiteTexts,
} from '@ssf/domain/schemas/site';
import { bigPng, distinctPhotos, HTML_FILE, type Photo, TEXT_FILE } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import { createTestApp } from './helpers.ts';

const draft = (): SiteTextsDraft => ({
  ...structuredClone(DEFAULT_SITE_TEXTS),
  social: { instagram: '', linkedin: '', youtube: '', ...DEFAULT_SITE_TEXTS.social },
});

describe('Site texts API', async () => {
  const t = await createTestApp();
  const admin = t.auth(t.adminToken);
  const { mediaFiles, filesOf } = t;

  const photo = distinctPhotos(220);

  const get = async () => {
    const res = await t.app.inject({ url: '/api/v1/site' });
    expect(res.statusCode).toBe(200);
    return res.json() as SiteTexts;
  };

  const put = async (
    texts: unknown,
    photos: { leaderPhoto0?: Photo; leaderPhoto1?: Photo } = {},
    headers: Record<string, string> = admin,
  ) => {
    const body = await formBody(
      texts === undefined ? {} : { texts: typeof texts === 'string' ? texts : JSON.stringify(texts) },
      Object.entries(photos).map(([field, p]) => ({
        field,
        data: p.data,
        name: p.name ?? 'photo.png',
        type: p.type,
      })),
    );
    return t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/site',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  const saveOk = async (texts: unknown, photos: Parameters<typeof put>[1] = {}) => {
    const res = await put(texts, photos);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().site as SiteTexts;
  };

  it('answers the texts of a new install before anything is saved: leaders without messages or photos', async () => {
    const site = await get();
    expect(site).toEqual(toSiteTexts(DEFAULT_SITE_TEXTS, ['', '']));
    expect(site.leaders.map((l) => [l.message, l.photo])).toEqual([
      ['', ''],
      ['', ''],
    ]);
  });

  it('is for admins only: 401 without a token, 403 for a non-admin, nothing stored', async () => {
    const before = [await get(), mediaFiles()];
    const texts = { ...draft(), about: 'Changed by someone else.' };
    expect((await put(texts, { leaderPhoto0: await photo() }, {})).statusCode).toBe(401);
    expect((await put(texts, { leaderPhoto0: await photo() }, t.auth(t.userToken))).statusCode).toBe(403);
    expect([await get(), mediaFiles()]).toEqual(before);
  });

  it("saves the texts trimmed, answers 'Site updated successfully', and GET /site answers them", async () => {
    const texts = draft();
    texts.about = '  First paragraph.\n\nSecond paragraph.  ';
    texts.leaders[0].message = '  Study the world and yourself.  ';
    texts.playlistId = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';
    texts.contactEmail = 'forum@mitwpu.edu.in';
    texts.social = { instagram: 'https://www.instagram.com/forum/', linkedin: '', youtube: '' };
    const res = await put(texts);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect([body.success, body.message]).toEqual([true, SITE_MSG.updated]);
    expect(body.site).toMatchObject({
      about: 'First paragraph.\n\nSecond paragraph.',
      playlistId: 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      contactEmail: 'forum@mitwpu.edu.in',
      social: { instagram: 'https://www.instagram.com/forum/', linkedin: '', youtube: '' },
    });
    expect(body.site.leaders[0]).toEqual({
      ...DEFAULT_SITE_TEXTS.leaders[0],
      message: 'Study the world and yourself.',
      photo: '',
    });
    // removePhoto is an instruction, not something stored or answered.
    expect(Object.keys(body.site.leaders[0]).sort()).toEqual(['message', 'name', 'photo', 'title']);
    expect(await get()).toEqual(body.site);
  });

  it('checks every field and changes nothing when one is wrong (400 with details)', async () => {
    await saveOk({ ...draft(), about: 'Known state.' });
    const before = await get();
    const cases: Array<[Partial<SiteTextsDraft> | ((d: SiteTextsDraft) => void), string, string]> = [
      [{ social: { instagram: 'javascript:alert(1)' } }, 'social.instagram', SITE_MSG.linkInvalid],
      [{ social: { youtube: 'www.youtube.com/@forum' } }, 'social.youtube', SITE_MSG.linkInvalid],
      [{ contactEmail: 'forum at mitwpu' }, 'contactEmail', SITE_MSG.contactEmailInvalid],
      [{ playlistId: 'PL"><script>' }, 'playlistId', SITE_MSG.playlistIdInvalid],
      [
        { about: 'a'.repeat(SITE_LIMITS.about + 1) },
        'about',
        `About must be at most ${SITE_LIMITS.about} characters`,
      ],
      [
        (d) => {
          d.leaders[1].message = 'm'.repeat(SITE_LIMITS.leaderMessage + 1);
        },
        'leaders.1.message',
        `Message must be at most ${SITE_LIMITS.leaderMessage} characters`,
      ],
      [{ vision: '   ' }, 'vision', SITE_MSG.visionRequired],
      [
        (d) => {
          d.leaders[0].name = '';
        },
        'leaders.0.name',
        SITE_MSG.leaderNameRequired,
      ],
      [(d) => d.leaders.splice(1), 'leaders', SITE_MSG.leadersCount],
    ];
    for (const [change, field, message] of cases) {
      let texts = draft();
      if (typeof change === 'function') change(texts);
      else texts = { ...texts, ...change };
      const res = await put(texts, { leaderPhoto0: await photo() });
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ success: false, message, details: { [field]: message } });
    }
    expect(await get()).toEqual(before);
  });

  it('refuses malformed or missing texts with a clear message', async () => {
    const before = [await get(), mediaFiles()];
    for (const texts of ['{"about": "unterminated', '[1, 2]', 'null', '42']) {
      const res = await put(texts, { leaderPhoto0: await photo() });
      expect(res.statusCode, texts).toBe(400);
      expect(res.json(), texts).toMatchObject({
        success: false,
        message: SITE_MSG.textsMalformed,
        details: { texts: SITE_MSG.textsMalformed },
      });
    }
    const missing = await put(undefined, { leaderPhoto0: await photo() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: SITE_MSG.textsMissing });
    expect([await get(), mediaFiles()]).toEqual(before);
  });

  it('refuses a leader photo over 5 MB (413) and a file that is not an image (415), storing nothing', async () => {
    const before = [await get(), mediaFiles()];
    const data = await bigPng(5 * MB + 200_000);
    expect(data.length).toBeGreaterThan(5 * MB);
    const tooBig = await put(draft(), { leaderPhoto1: { data, type: 'image/png' } });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ success: false, message: MSG.fileTooLarge5 });
    for (const file of [TEXT_FILE, HTML_FILE]) {
      const res = await put(draft(), { leaderPhoto0: { data: file, name: 'me.png', type: 'image/png' } });
      expect(res.statusCode).toBe(415);
      expect(res.json().success).toBe(false);
    }
    expect([await get(), mediaFiles()]).toEqual(before);
  });

  it('stores leader photos, keeps them when none is sent, releases a replaced one and removes on request', async () => {
    const first = await saveOk(draft(), { leaderPhoto0: await photo(), leaderPhoto1: await photo() });
    const [photo0, photo1] = first.leaders.map((l) => l.photo);
    for (const url of [photo0, photo1]) {
      expect(url).toMatch(/^http:\/\/localhost:5000\/media\/[0-9a-f]{32}-\d+\.webp$/);
      expect(filesOf(url).length).toBeGreaterThan(0);
    }
    expect(photo0).not.toBe(photo1);

    // No file: both photos stay.
    const kept = await saveOk({ ...draft(), about: 'Texts only.' });
    expect(kept.leaders.map((l) => l.photo)).toEqual([photo0, photo1]);

    // A new photo for the first leader: the old one's files go, the second leader's stay.
    const replaced = await saveOk(draft(), { leaderPhoto0: await photo() });
    expect(replaced.leaders[0].photo).not.toBe(photo0);
    expect(filesOf(replaced.leaders[0].photo).length).toBeGreaterThan(0);
    expect(filesOf(photo0)).toEqual([]);
    expect(replaced.leaders[1].photo).toBe(photo1);

    // removePhoto on the second leader: its photo goes, and GET /site answers ''.
    const texts = draft();
    texts.leaders[1].removePhoto = true;
    const removed = await saveOk(texts);
    expect(removed.leaders[1].photo).toBe('');
    expect(filesOf(photo1)).toEqual([]);
    expect((await get()).leaders.map((l) => l.photo)).toEqual([replaced.leaders[0].photo, '']);
  });

  it('takes a new photo over removePhoto for the same leader', async () => {
    const texts = draft();
    texts.leaders[0].removePhoto = true;
    const saved = await saveOk(texts, { leaderPhoto0: await photo() });
    expect(saved.leaders[0].photo).toMatch(/^http:\/\/localhost:5000\/media\//);
    expect(filesOf(saved.leaders[0].photo).length).toBeGreaterThan(0);
  });

  it('keeps a picture used by both leaders until neither uses it', async () => {
    const same = await photo();
    const saved = await saveOk(draft(), { leaderPhoto0: same, leaderPhoto1: same });
    const url = saved.leaders[0].photo;
    expect(saved.leaders[1].photo).toBe(url);
    const texts = draft();
    texts.leaders[0].removePhoto = true;
    await saveOk(texts);
    expect(filesOf(url).length).toBeGreaterThan(0);
    texts.leaders[1].removePhoto = true;
    await saveOk(texts);
    expect(filesOf(url)).toEqual([]);
  });

  it("lets pages frame only the video platform's privacy-enhanced player (the home page's playlist)", async () => {
    const res = await t.app.inject({ url: '/' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(policy).not.toContain('https://www.youtube.com');
  });
});
