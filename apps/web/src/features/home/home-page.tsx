import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import type { SiteTexts } from '@ssf/domain/schemas/site';
import { PodcastGrid } from '../../components/podcast-grid.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { usePodcastEpisodes } from '../../lib/podcast.ts';
import { useSiteTexts } from '../../lib/site.ts';
import { GalleryMarquee } from './gallery-marquee.tsx';
import { useHomeGallery } from './home-api.ts';
import { HomeAbout } from './home-about.tsx';
import { HomeExplore } from './home-explore.tsx';
import { HomeHero } from './home-hero.tsx';
import { LeaderCard } from './leader-card.tsx';
import { PlaylistEmbed } from './playlist-embed.tsx';

function Leaders({ site }: { site: SiteTexts }) {
  return (
    <section aria-labelledby="home-leaders-title" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <h2
          id="home-leaders-title"
          className="text-center font-serif text-3xl font-bold text-brand-900 sm:text-4xl"
        >
          Our leadership
        </h2>
        <ul className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-2">
          {site.leaders.map((leader, i) => (
            <li key={i}>
              <LeaderCard leader={leader} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Playlist({ playlistId }: { playlistId: string }) {
  return (
    <section aria-labelledby="home-playlist-title" className="bg-white">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
        <h2
          id="home-playlist-title"
          className="text-center font-serif text-3xl font-bold text-brand-900 sm:text-4xl"
        >
          Watch the forum
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-gray-600">
          Talks and conversations from our events, in one playlist.
        </p>
        <div className="mt-10">
          <PlaylistEmbed playlistId={playlistId} title="The forum's video playlist" />
        </div>
      </div>
    </section>
  );
}

/** The podcast's episodes, when there are any (a failure is logged and shows nothing). */
function Podcast() {
  const { episodes } = usePodcastEpisodes();
  if (!episodes.length) return null;
  return (
    <section aria-labelledby="home-podcast-title" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <h2
          id="home-podcast-title"
          className="text-center font-serif text-3xl font-bold text-brand-900 sm:text-4xl"
        >
          {MSG.podcastTitle}
        </h2>
        <div className="mt-10">
          <PodcastGrid episodes={episodes} />
        </div>
      </div>
    </section>
  );
}

/**
 * The home page: the hero at once, then, when the site texts and the gallery have answered (the
 * gallery whether it succeeded or not), who the forum is, the gallery preview (only with
 * pictures), its leaders, its videos (only with a playlist), the podcast and the way on.
 */
export default function HomePage() {
  usePageTitle({
    ...PAGES.home,
    keywords: 'science, spirituality, forum, MIT World Peace University, MIT-WPU, events, blogs, podcast',
  });
  const { site } = useSiteTexts();
  const gallery = useHomeGallery();
  const loading = !site || gallery.isPending;
  return (
    <>
      <HomeHero />
      {loading || !site ? (
        <Spinner label="Loading the page..." className="min-h-[60vh]" />
      ) : (
        <>
          <HomeAbout site={site} />
          <GalleryMarquee images={gallery.images} />
          <Leaders site={site} />
          {site.playlistId ? <Playlist playlistId={site.playlistId} /> : null}
          <Podcast />
          <HomeExplore />
        </>
      )}
    </>
  );
}
