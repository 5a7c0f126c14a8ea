import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import type { SiteTexts } from '@ssf/domain/schemas/site';
import { useRef } from 'react';
import { Spinner } from '../../components/spinner.tsx';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { useNearScreen } from '../../lib/near-screen.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { usePodcastEpisodes } from '../../lib/podcast.ts';
import { useSiteTexts } from '../../lib/site.ts';
import { GalleryMarquee } from './gallery-marquee.tsx';
import { useHomeBlogs, useHomeEvents, useHomeGallery } from './home-api.ts';
import { HomeLatest } from './home-latest.tsx';
import { HomeAbout } from './home-about.tsx';
import { HomeExplore } from './home-explore.tsx';
import { HomeHero } from './home-hero.tsx';
import { HomeSection } from './home-section.tsx';
import { LeaderCard } from './leader-card.tsx';
import { PlaylistEmbed } from './playlist-embed.tsx';
import { PodcastStrip } from './podcast-strip.tsx';

function Leaders({ site }: { site: SiteTexts }) {
  // Without messages the cards are small portraits: two side by side from a tablet up.
  const quotes = site.leaders.some((leader) => leader.message.trim() !== '');
  return (
    <HomeSection id="home-leaders" title="Our leadership" tone="tinted" narrow={!quotes}>
      <ul className={`grid grid-cols-1 gap-6 ${quotes ? 'lg:grid-cols-2' : 'sm:grid-cols-2'}`}>
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

/**
 * The podcast's newest episodes in one row and the way to all of them, when there are any (a
 * failure is logged and shows nothing).
 */
function Podcast() {
  const { episodes } = usePodcastEpisodes();
  if (!episodes.length) return null;
  return (
    <HydrateLater>
      <HomeSection id="home-podcast" title={MSG.podcastTitle} tone="tinted">
        <PodcastStrip episodes={episodes} />
      </HomeSection>
    </HydrateLater>
  );
}

/**
 * The gallery preview. It reads its own pictures once it comes near the screen (useHomeGallery), so
 * a visitor who stays at the top never waits on them, and their arrival redraws only the marquee.
 */
function Gallery() {
  const place = useRef<HTMLElement>(null);
  const gallery = useHomeGallery(useNearScreen(place));
  return <GalleryMarquee images={gallery.images} loading={gallery.isPending} placeRef={place} />;
}

/**
 * The home page: the hero at once, then, when the site texts, the events and the blogs have
 * answered (each whether it succeeded or not), the next upcoming event and the newest posts, who
 * the forum is, the gallery preview (its place kept until its pictures have been read; nothing
 * without pictures), its leaders, its videos (only with a playlist), the podcast and the way on.
 */
export default function HomePage() {
  usePageTitle({
    ...PAGES.home,
    keywords: 'science, spirituality, forum, MIT World Peace University, MIT-WPU, events, blogs, podcast',
  });
  const { site } = useSiteTexts();
  const { events, isPending: eventsPending } = useHomeEvents();
  const { blogs, isPending: blogsPending } = useHomeBlogs();
  // The marquee keeps its place while its pictures are read (useHomeGallery): not waited for.
  const loading = !site || eventsPending || blogsPending;
  return (
    <>
      <HydrateLater>
        <HomeHero />
      </HydrateLater>
      {loading || !site ? (
        <Spinner label="Loading the page..." className="min-h-[60vh]" />
      ) : (
        <>
          <HomeLatest events={events} blogs={blogs} />
          <HydrateLater>
            <HomeAbout site={site} />
          </HydrateLater>
          <Gallery />
          <HydrateLater>
            <Leaders site={site} />
          </HydrateLater>
          {site.playlistId ? <Playlist playlistId={site.playlistId} /> : null}
          <Podcast />
          <HydrateLater>
            <HomeExplore />
          </HydrateLater>
        </>
      )}
    </>
  );
}
