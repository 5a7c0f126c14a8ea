import type { LeaderMessage } from './home-content.ts';

/** A leader's message: photo, quote, name and title. */
export function LeaderCard({ leader }: { leader: LeaderMessage }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:flex-row sm:gap-6 sm:p-8">
      {/* A placeholder until the forum's photo is added; the name beside it says who it is. */}
      <img
        src="/images/person-placeholder.svg"
        alt=""
        width={112}
        height={112}
        loading="lazy"
        className="h-24 w-24 shrink-0 rounded-full object-cover ring-4 ring-brand-50 sm:h-28 sm:w-28"
      />
      <div className="mt-5 flex flex-col sm:mt-0">
        <blockquote className="relative font-serif text-lg leading-relaxed text-gray-800">
          <span
            aria-hidden="true"
            className="absolute -top-4 -left-2 text-5xl leading-none text-accent-400/60"
          >
            “
          </span>
          <p className="relative">{leader.quote}</p>
        </blockquote>
        <figcaption className="mt-5">
          <span className="block font-semibold text-brand-900">{leader.name}</span>
          <span className="block text-sm text-gray-600">{leader.title}</span>
        </figcaption>
      </div>
    </figure>
  );
}
