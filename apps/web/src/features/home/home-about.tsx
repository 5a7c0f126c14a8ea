import type { SiteTexts } from '@ssf/domain/schemas/site';

/**
 * The about text's paragraphs (split at blank lines), as `paragraphs` of @ssf/domain/schemas/site
 * does: that module also builds the admin form's zod schemas, too heavy for the home page's first load.
 */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Who the forum is (the site texts' about), and its vision, mission and objective. */
export function HomeAbout({ site }: { site: SiteTexts }) {
  const pillars = [
    { title: 'Vision', text: site.vision },
    { title: 'Mission', text: site.mission },
    { title: 'Objective', text: site.objective },
  ];
  return (
    <section aria-labelledby="home-about-title" className="bg-white">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 id="home-about-title" className="text-h2 text-brand-900">
            About the Forum
          </h2>
          <div aria-hidden="true" className="mt-4 h-1 w-16 rounded-full bg-accent-400" />
          {paragraphs(site.about).map((paragraph, i) => (
            <p key={i} className="mt-5 leading-relaxed break-words whitespace-pre-line text-gray-700">
              {paragraph}
            </p>
          ))}
        </div>
        <ul className="grid grid-cols-1 gap-8 sm:grid-cols-3 lg:col-span-3 lg:grid-cols-1 lg:self-center">
          {pillars.map((pillar) => (
            <li key={pillar.title} className="border-l-2 border-accent-400 py-1 pl-5">
              <h3 className="text-h3 text-brand-900">{pillar.title}</h3>
              <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-gray-700">
                {pillar.text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
