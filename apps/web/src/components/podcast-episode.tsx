import type { PlaylistItem } from '@ssf/domain/schemas/podcast';
import type { ReactNode } from 'react';
import { CARD_INTERACTIVE, CARD_SURFACE } from './card.tsx';
import { PlayIcon } from './play-icon.tsx';

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
 * One episode as a card that is one link to its video page, opened in a new tab. Its name is what
 * it shows (the number, the title, anything else in `children`) and says that it opens a new tab:
 * a separate label would hide the visible words from voice control users, who say what they see.
 */
export function EpisodeLink({ item, children }: { item: PlaylistItem; children: ReactNode }) {
  return (
    <a
      href={episodeUrl(item)}
      target="_blank"
      rel="noopener noreferrer"
      className={`group relative flex h-full flex-col overflow-hidden ${CARD_SURFACE} ${CARD_INTERACTIVE}`}
    >
      {children}
      {/* Placed within the card (relative): in a row that scrolls sideways, a hidden text placed
          by an outer box would stick out of the row and widen the page. */}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The episode's picture (16:9, the platform's letterbox cropped away) with its number and a play
 * sign. `sizes`, when given, lets a small card take the 480 px thumbnail instead of the largest.
 */
export function EpisodeThumbnail({
  item,
  number,
  sizes,
  compact = false,
}: {
  item: PlaylistItem;
  number: number;
  sizes?: string;
  compact?: boolean;
}) {
  const thumbnail = episodeThumbnail(item);
  const { maxres, high } = item.snippet.thumbnails;
  return (
    <div className="relative aspect-video overflow-hidden bg-gradient-to-br from-brand-100 to-brand-50">
      <img
        src={thumbnail.src}
        srcSet={sizes && maxres ? `${high.url} 480w, ${maxres.url} 1280w` : undefined}
        sizes={sizes && maxres ? sizes : undefined}
        alt=""
        width={thumbnail.width}
        height={thumbnail.height}
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
      />
      <span
        className={`absolute rounded-full bg-brand-900/90 font-bold tracking-wide text-white ${compact ? 'top-2 left-2 px-2.5 py-0.5 text-xs' : 'top-3 left-3 px-3 py-1 text-xs'}`}
      >
        EP {number}
      </span>
      <span className="absolute inset-0 flex items-center justify-center">
        <PlayIcon shape="round" className={`drop-shadow-md ${compact ? 'h-11 w-11' : 'h-14 w-14'}`} />
      </span>
    </div>
  );
}
