import { PAGES } from '@ssf/domain/pages';
import { usePageTitle } from '../../lib/page-title.ts';
import { HomeAbout } from './home-about.tsx';
import { HomeExplore } from './home-explore.tsx';
import { HomeHero } from './home-hero.tsx';
import { LEADERS } from './home-content.ts';
import { LeaderCard } from './leader-card.tsx';

/** The home page: who the forum is and where to go next. */
export default function HomePage() {
  usePageTitle({
    ...PAGES.home,
    keywords: 'science, spirituality, forum, MIT World Peace University, MIT-WPU, events, blogs, podcast',
  });
  return (
    <>
      <HomeHero />
      <HomeAbout />

      {/* Gallery preview: three marquee rows of the gallery's images (a later issue). */}

      <section aria-labelledby="home-leaders-title" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <h2
            id="home-leaders-title"
            className="text-center font-serif text-3xl font-bold text-brand-900 sm:text-4xl"
          >
            Messages from our leaders
          </h2>
          <ul className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-2">
            {LEADERS.map((leader) => (
              <li key={leader.name}>
                <LeaderCard leader={leader} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <HomeExplore />

      {/* Video playlist embed (a later issue). */}
    </>
  );
}
