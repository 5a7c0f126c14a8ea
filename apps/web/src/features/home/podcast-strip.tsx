import { PAGES } from '@ssf/domain/pages';
import type { PlaylistItem } from '@ssf/domain/schemas/podcast';
import { Link } from 'react-router';
import { EpisodeLink, EpisodeThumbnail } from '../../components/podcast-episode.tsx';
import { SECTION_LINK_CLASS } from '../../components/section-heading.tsx';

/** How many of the newest episodes the home page's strip shows. */
export const HOME_PODCAST_EPISODES = 6;

/** The label of the strip's list: what a screen reader announces on entering it. */
export const PODCAST_STRIP_LABEL = 'Newest podcast episodes';

/**
 * The newest episodes, newest first, each with its number in the playlist (episodes are numbered
 * from 1 in playlist order, the newest last, as on the podcast page).
 */
export function newestEpisodes(
  episodes: readonly PlaylistItem[],
  count = HOME_PODCAST_EPISODES,
): { item: PlaylistItem; number: number }[] {
  return episodes
    .map((item, i) => ({ item, number: i + 1 }))
    .slice(-count)
    .reverse();
}

/**
 * One row of compact episode cards (picture, number, title) and the way to the podcast page. On a
 * phone the row scrolls sideways, a card snapping to its start and the next one showing at the
 * edge; from a tablet three cards fit across, four from a laptop. The row scrolls inside itself,
 * never the page, and each card is a link in the tab order, so a keyboard walks the row with Tab
 * (the browser scrolls the focused card into view).
 */
export function PodcastStrip({ episodes }: { episodes: readonly PlaylistItem[] }) {
  const newest = newestEpisodes(episodes);
  if (!newest.length) return null;
  return (
    <>
      {/* The padding keeps a focused or hovered card's ring and lift inside the scrolling row,
          which clips what overflows it; the negative margin keeps the cards on the page's edge.
          Fewer cards than fit are centred under the heading; a row that overflows starts at its
          first card ('safe'), so none is out of reach. */}
      <ul
        aria-label={PODCAST_STRIP_LABEL}
        className="-mx-2 flex justify-center-safe snap-x snap-mandatory scroll-px-2 gap-4 overflow-x-auto overscroll-x-contain px-2 pt-2 pb-4 sm:gap-6"
      >
        {newest.map(({ item, number }) => (
          <li
            key={item.id}
            className="w-[78%] min-w-0 shrink-0 snap-start sm:w-[calc((100%-3rem)/3)] lg:w-[calc((100%-4.5rem)/4)]"
          >
            <EpisodeLink item={item}>
              <EpisodeThumbnail
                item={item}
                number={number}
                compact
                sizes="(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 78vw"
              />
              <h3 className="flex-1 p-4 text-base font-semibold leading-snug wrap-anywhere text-brand-900 group-hover:text-brand-700">
                {item.snippet.title}
              </h3>
            </EpisodeLink>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center">
        <Link to={PAGES.podcast.path} className={SECTION_LINK_CLASS}>
          All episodes
          <span aria-hidden="true">&nbsp;→</span>
        </Link>
      </p>
    </>
  );
}
