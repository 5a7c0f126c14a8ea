import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import { Spinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { usePodcastEpisodes } from '../../lib/podcast.ts';
import { PodcastGrid } from '../../components/podcast-grid.tsx';

/**
 * /podcast: the episodes of 'Sanvad - The Podcast Series', each opening its video page in a new
 * tab. A playlist that came back empty (or is not configured yet) says so in one line; a failed
 * fetch is logged and shows nothing.
 */
export default function PodcastPage() {
  usePageTitle(PAGES.podcast);
  const { episodes, isPending, isError } = usePodcastEpisodes();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-serif text-3xl font-bold text-brand-900 sm:text-4xl">{MSG.podcastTitle}</h1>
      <div className="mt-8">
        {isPending ? (
          <Spinner label="Loading the episodes..." />
        ) : episodes.length ? (
          <PodcastGrid episodes={episodes} />
        ) : isError ? null : (
          <p className="text-gray-600">{MSG.noPodcastEpisodes}</p>
        )}
      </div>
    </div>
  );
}
