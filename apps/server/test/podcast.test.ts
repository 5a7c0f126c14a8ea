import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import type { PodcastEpisodes } from '@ssf/domain/schemas/podcast';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { createTestApp } from './helpers.ts';

const KEY = 'test-key-SECRET-abc123';
const PLAYLIST = 'PL-sanvad';

/** A thumbnail set as the platform sends it: every size, maxres only for some videos. */
const thumbs = (id: string, maxres: boolean) => ({
  default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
  medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`, width: 320, height: 180 },
  high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
  standard: { url: `https://i.ytimg.com/vi/${id}/sddefault.jpg`, width: 640, height: 480 },
  ...(maxres
    ? { maxres: { url: `https://i.ytimg.com/vi/${id}/maxresdefault.jpg`, width: 1280, height: 720 } }
    : {}),
});

/** One playlistItems resource, in the platform's real shape. */
const item = (n: number, maxres = true) => ({
  kind: 'youtube#playlistItem',
  etag: `etag-${n}`,
  id: `UExpdGVt${n}`,
  snippet: {
    publishedAt: '2026-01-0%dT10:00:00Z'.replace('%d', String(n % 9 || 1)),
    channelId: 'UC-forum',
    title: `Episode ${n}`,
    description: `What episode ${n} is about.`,
    thumbnails: thumbs(`vid${n}`, maxres),
    channelTitle: 'Science and Spirituality Forum',
    playlistId: PLAYLIST,
    position: n - 1,
    resourceId: { kind: 'youtube#video', videoId: `vid${n}` },
    videoOwnerChannelTitle: 'Science and Spirituality Forum',
    videoOwnerChannelId: 'UC-forum',
  },
});

const PAGE_1 = {
  kind: 'youtube#playlistItemListResponse',
  etag: 'etag-page-1',
  nextPageToken: 'EAAaBlBUOkNESQ',
  items: [item(1), item(2, false)],
  pageInfo: { totalResults: 3, resultsPerPage: 2 },
};
const PAGE_2 = {
  kind: 'youtube#playlistItemListResponse',
  etag: 'etag-page-2',
  prevPageToken: 'EAEaBlBUOkNESQ',
  items: [item(3)],
  pageInfo: { totalResults: 3, resultsPerPage: 2 },
};

/** The video platform's stand-in: counts requests, answers two pages or fails as told. */
const requests: URL[] = [];
let failWith: number | null = null;
const platform = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  requests.push(url);
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  if (failWith) return send(failWith, { error: { code: failWith, message: 'Backend Error' } });
  // A platform that never answers: the server must give up on its own.
  if (url.searchParams.get('playlistId') === 'PL-silent') return;
  if (url.pathname !== '/youtube/v3/playlistItems' || url.searchParams.get('key') !== KEY) {
    return send(400, { error: { code: 400, message: 'API key not valid' } });
  }
  if (url.searchParams.get('playlistId') !== PLAYLIST) return send(404, { error: { code: 404 } });
  const token = url.searchParams.get('pageToken');
  if (!token) return send(200, PAGE_1);
  if (token === PAGE_1.nextPageToken) return send(200, PAGE_2);
  return send(400, { error: { code: 400, message: 'Invalid page token' } });
});
await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
const apiBase = `http://127.0.0.1:${(platform.address() as AddressInfo).port}/youtube/v3`;
afterAll(
  () =>
    new Promise<void>((resolve) => {
      platform.close(() => resolve());
      platform.closeAllConnections();
    }),
);

const ENV = { YOUTUBE_API_KEY: KEY, YOUTUBE_PLAYLIST_ID: PLAYLIST, YOUTUBE_API_BASE: apiBase };
const HOUR = 3600_000;

afterEach(() => {
  vi.restoreAllMocks();
  failWith = null;
});

describe('GET /podcast/episodes', async () => {
  const t = await createTestApp(ENV);
  const get = () => t.app.inject({ url: '/api/v1/podcast/episodes' });

  /** Another app on the same database, with its own (cold) cache, its configuration changed. */
  const otherApp = async (change: (c: Config) => Config, lines: string[] = []) => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(change(t.config), { database: t.database, logger: { level: 'info', stream } });
    await app.ready();
    return app;
  };

  it('answers every episode of both pages in playlist order, only the fields the site uses, with the key kept on the server', async () => {
    requests.length = 0;
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PodcastEpisodes;
    expect(body.items.map((i) => i.snippet.resourceId.videoId)).toEqual(['vid1', 'vid2', 'vid3']);
    expect(body.items[0]).toEqual({
      id: 'UExpdGVt1',
      snippet: {
        title: 'Episode 1',
        description: 'What episode 1 is about.',
        thumbnails: {
          maxres: { url: 'https://i.ytimg.com/vi/vid1/maxresdefault.jpg' },
          high: { url: 'https://i.ytimg.com/vi/vid1/hqdefault.jpg' },
        },
        resourceId: { videoId: 'vid1' },
      },
    });
    expect(body.items[1].snippet.thumbnails).toEqual({
      high: { url: 'https://i.ytimg.com/vi/vid2/hqdefault.jpg' },
    });
    expect(res.body).not.toContain(KEY);
    expect(res.body).not.toMatch(/etag|channelId|publishedAt|standard/);

    expect(requests).toHaveLength(2);
    for (const url of requests) {
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        part: 'snippet',
        maxResults: '50',
        playlistId: PLAYLIST,
        key: KEY,
      });
    }
    expect(requests[0].searchParams.has('pageToken')).toBe(false);
    expect(requests[1].searchParams.get('pageToken')).toBe(PAGE_1.nextPageToken);
  });

  it('serves the kept copy for an hour without asking the platform again', async () => {
    await get();
    requests.length = 0;
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + HOUR - 60_000);
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect((res.json() as PodcastEpisodes).items).toHaveLength(3);
    expect(requests).toHaveLength(0);
  });

  it('serves the last good copy when the platform fails after the hour, and asks it again later', async () => {
    await get();
    requests.length = 0;
    failWith = 500;
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + HOUR + 1000);
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect((res.json() as PodcastEpisodes).items.map((i) => i.snippet.title)).toEqual([
      'Episode 1',
      'Episode 2',
      'Episode 3',
    ]);
    expect(requests).toHaveLength(1);
    // Right after a failure the platform is left alone; a while later it is asked again.
    await get();
    expect(requests).toHaveLength(1);
    failWith = null;
    clock.mockReturnValue(now + HOUR + 5 * 60_000);
    expect((await get()).statusCode).toBe(200);
    expect(requests).toHaveLength(3);
  });

  it('asks the platform once however many requests arrive while nothing is kept', async () => {
    const app = await otherApp((c) => c);
    requests.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ url: '/api/v1/podcast/episodes' })),
    );
    await app.close();
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(requests).toHaveLength(2);
  });

  it('answers 502 with a clear message when the platform fails with nothing kept, logging the status but not the key', async () => {
    const lines: string[] = [];
    const app = await otherApp((c) => c, lines);
    failWith = 503;
    const res = await app.inject({ url: '/api/v1/podcast/episodes' });
    await app.close();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, message: MSG.podcastUnavailable });
    expect(res.body).not.toContain(KEY);
    const log = lines.join('');
    expect(log).toContain('podcast: the video platform failed');
    expect(log).toContain('"status":503');
    expect(log).not.toContain(KEY);
    expect(log).not.toContain(apiBase);
  });

  it('answers 502 when the platform cannot be reached', async () => {
    const app = await otherApp((c) => ({
      ...c,
      youtube: { ...c.youtube, apiBase: 'http://127.0.0.1:9/youtube/v3' },
    }));
    const res = await app.inject({ url: '/api/v1/podcast/episodes' });
    await app.close();
    expect(res.statusCode).toBe(502);
    expect(res.body).not.toContain(KEY);
  });

  it('gives up on a platform that does not answer within seconds, with 502', async () => {
    const app = await otherApp((c) => ({ ...c, youtube: { ...c.youtube, playlistId: 'PL-silent' } }));
    const started = Date.now();
    const res = await app.inject({ url: '/api/v1/podcast/episodes' });
    await app.close();
    expect(res.statusCode).toBe(502);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answers no episodes, asking nothing, when the playlist is not configured', async () => {
    requests.length = 0;
    for (const youtube of [
      { apiKey: null, playlistId: PLAYLIST },
      { apiKey: KEY, playlistId: null },
    ]) {
      const app = await otherApp((c) => ({ ...c, youtube: { ...c.youtube, ...youtube } }));
      const res = await app.inject({ url: '/api/v1/podcast/episodes' });
      await app.close();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [] });
    }
    expect(requests).toHaveLength(0);
  });
});
