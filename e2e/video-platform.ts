import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The video platform's playlist API as the server calls it (`playlistItems`, the platform's own
 * answer shape), on a local port: the end-to-end run has no internet, and the podcast page and the
 * home page's podcast section must show real episodes. The server is configured with this address
 * as YOUTUBE_API_BASE, exactly as it would be with the platform's own.
 */
export const PODCAST_KEY = 'e2e-video-platform-key';
export const PODCAST_PLAYLIST = 'PL-e2e-sanvad';

/** The playlist's episodes, in playlist order. */
export const EPISODES = [
  {
    videoId: 'e2eVideo001',
    title: 'Consciousness and the Brain',
    description:
      'A neuroscientist and a monk on what the study of the brain can and cannot say about the mind that studies it.',
  },
  { videoId: 'e2eVideo002', title: 'Cosmology and Creation', description: 'Where the universe came from.' },
  {
    videoId: 'e2eVideo003',
    title: 'Ethics in the Age of Machines',
    description: 'What we owe each other when machines decide.',
  },
];

const item = (episode: (typeof EPISODES)[number], position: number) => ({
  kind: 'youtube#playlistItem',
  etag: `etag-${position}`,
  id: `item-${position}`,
  snippet: {
    publishedAt: '2026-01-15T10:00:00Z',
    channelId: 'UC-forum',
    title: episode.title,
    description: episode.description,
    thumbnails: {
      high: { url: `https://i.ytimg.com/vi/${episode.videoId}/hqdefault.jpg`, width: 480, height: 360 },
      maxres: {
        url: `https://i.ytimg.com/vi/${episode.videoId}/maxresdefault.jpg`,
        width: 1280,
        height: 720,
      },
    },
    channelTitle: 'Science and Spirituality Forum',
    playlistId: PODCAST_PLAYLIST,
    position,
    resourceId: { kind: 'youtube#video', videoId: episode.videoId },
  },
});

/** Starts the stand-in; resolves its API base and a function that stops it. */
export async function startVideoPlatform(): Promise<{ apiBase: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const ok =
      url.pathname === '/youtube/v3/playlistItems' &&
      url.searchParams.get('key') === PODCAST_KEY &&
      url.searchParams.get('playlistId') === PODCAST_PLAYLIST;
    res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(
      JSON.stringify(
        ok
          ? {
              kind: 'youtube#playlistItemListResponse',
              items: EPISODES.map(item),
              pageInfo: { totalResults: EPISODES.length, resultsPerPage: 50 },
            }
          : { error: { code: 400, message: 'API key not valid' } },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/youtube/v3`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
