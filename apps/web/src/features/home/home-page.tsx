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
import { HomeSection } from './home-section.tsx';
import { LeaderCard } from './leader-card.tsx';
import { PlaylistEmbed } from './playlist-embed.tsx';

function Leaders({ site }: { site: SiteTexts }) {
  return (
    <HomeSection id="home-leaders" title="Our leadership" tone="tinted">
      <ul className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {site.leaders.map((leader, i) => (
          <li key={i}>
            <LeaderCard leader={leader} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

function Playlist({ playlistId }: { playlistId: string }) {
  return (
    <HomeSection
      id="home-playlist"
      title="Watch the forum"
      intro="Talks and conversations from our events, in one playlist."
      narrow
    >
      <PlaylistEmbed playlistId={playlistId} title="The forum's video playlist" />
    </HomeSection>
  );
}

/** The podcast's episodes, when there are any (a failure is logged and shows nothing). */
function Podcast() {
  const { episodes } = usePodcastEpisodes();
  if (!episodes.length) return null;
  return (
    <HomeSection id="home-podcast" title={MSG.podcastTitle} tone="tinted">
      <PodcastGrid episodes={episodes} />
    </HomeSection>
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
