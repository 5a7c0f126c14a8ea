import { CUT } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import type { PlaylistItem } from '@ssf/domain/schemas/podcast';
import { truncate } from '@ssf/domain/text';
import { EpisodeLink, EpisodeThumbnail } from './podcast-episode.tsx';

/** One episode: its picture, title and the start of its description. */
function EpisodeCard({ item, number }: { item: PlaylistItem; number: number }) {
  const description = truncate(item.snippet.description, CUT.podcastDescription);
  return (
    <EpisodeLink item={item}>
      <EpisodeThumbnail item={item} number={number} />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-h3 wrap-anywhere text-brand-900 group-hover:text-brand-700">
          {item.snippet.title}
        </h3>
        {description && <p className="mt-2 wrap-anywhere text-gray-700">{description}</p>}
      </div>
    </EpisodeLink>
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
