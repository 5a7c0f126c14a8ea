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
          <h2 id="home-about-title" className="font-serif text-3xl font-bold text-brand-900 sm:text-4xl">
            About the Forum
          </h2>
          <div aria-hidden="true" className="mt-4 h-1 w-16 rounded-full bg-accent-400" />
          {paragraphs(site.about).map((paragraph, i) => (
            <p key={i} className="mt-5 leading-relaxed break-words whitespace-pre-line text-gray-700">
              {paragraph}
            </p>
          ))}
        </div>
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-3 lg:col-span-3 lg:grid-cols-1">
          {pillars.map((pillar, index) => (
            <li key={pillar.title} className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
              <h3 className="flex items-center gap-3 text-lg font-semibold text-brand-900">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm text-white"
                >
                  {index + 1}
                </span>
                {pillar.title}
              </h3>
              <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-gray-700">
                {pillar.text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
