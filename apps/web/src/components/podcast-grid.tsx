import { CUT } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import type { PlaylistItem } from '@ssf/domain/schemas/podcast';
import { truncate } from '@ssf/domain/text';
import { CARD_INTERACTIVE, CARD_SURFACE } from './card.tsx';

/** The episode's page on the video platform. */
export function episodeUrl(item: PlaylistItem): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(item.snippet.resourceId.videoId)}`;
}

/** The largest thumbnail the platform has (maxres, 1280x720), else the high one (480x360). */
export function episodeThumbnail(item: PlaylistItem): { src: string; width: number; height: number } {
  const { maxres, high } = item.snippet.thumbnails;
  return maxres ? { src: maxres.url, width: 1280, height: 720 } : { src: high.url, width: 480, height: 360 };
}

/**
 * One episode: the whole card is a link to its video page, opened in a new tab. Its name is what
 * it shows (the number, the title, the description) and says that it opens a new tab: a separate
 * label would hide the visible words from voice control users, who say what they see.
 */
function EpisodeCard({ item, number }: { item: PlaylistItem; number: number }) {
  const thumbnail = episodeThumbnail(item);
  const description = truncate(item.snippet.description, CUT.podcastDescription);
  return (
    <a
      href={episodeUrl(item)}
      target="_blank"
      rel="noopener noreferrer"
      className={`group flex h-full flex-col overflow-hidden ${CARD_SURFACE} ${CARD_INTERACTIVE}`}
    >
      <div className="relative aspect-video overflow-hidden bg-gradient-to-br from-brand-100 to-brand-50">
        <img
          src={thumbnail.src}
          alt=""
          width={thumbnail.width}
          height={thumbnail.height}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
        <span className="absolute top-3 left-3 rounded-full bg-brand-900/90 px-3 py-1 text-xs font-bold tracking-wide text-white">
          EP {number}
        </span>
        <span className="absolute inset-0 flex items-center justify-center">
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 48 48"
            className="h-14 w-14 drop-shadow-md transition group-hover:scale-110 motion-reduce:group-hover:scale-100"
          >
            <circle cx="24" cy="24" r="22" fill="rgb(0 0 0 / 0.6)" />
            <path d="M19 15.5v17l14-8.5z" fill="#fff" />
          </svg>
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-h3 wrap-anywhere text-brand-900 group-hover:text-brand-700">
          {item.snippet.title}
        </h3>
        {description && <p className="mt-2 wrap-anywhere text-gray-700">{description}</p>}
        <span className="sr-only"> (opens in a new tab)</span>
      </div>
    </a>
  );
}

/**
 * The grid of 'Sanvad - The Podcast Series': one card per episode, numbered from 1 in playlist
 * order. It shows nothing when there are no episodes.
 */
export function PodcastGrid({ episodes }: { episodes: readonly PlaylistItem[] }) {
  if (!episodes.length) return null;
  return (
    <ul aria-label={MSG.podcastTitle} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {episodes.map((item, i) => (
        // min-w-0 and wrap-anywhere: at 200% text on a phone a long word in a title breaks inside
        // the card instead of widening the page.
        <li key={item.id} className="min-w-0">
          <EpisodeCard item={item} number={i + 1} />
        </li>
      ))}
    </ul>
  );
}
