import { Link } from 'react-router';
import { EXPLORE } from './home-content.ts';
import { HomeSection } from './home-section.tsx';

/** The way on to the forum's blogs, events and recruitment. */
export function HomeExplore() {
  return (
    <HomeSection
      id="home-explore"
      title="Get involved"
      intro="Read what our members write, come to an event, or join the team that runs the forum."
    >
      <ul className="grid grid-cols-1 gap-5 md:grid-cols-3">
        {EXPLORE.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="group flex h-full flex-col rounded-card border border-gray-200 bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-600/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:hover:translate-y-0"
            >
              <span className="font-serif text-h3 text-brand-900 group-hover:text-brand-700">
                {item.title}
              </span>
              <span className="mt-2 flex-1 text-gray-700">{item.text}</span>
              <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
                Explore →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
