import type { SiteLeader } from '@ssf/domain/schemas/site';
import { imageProps } from '../../lib/media.ts';

/** Shown when the forum has not added the leader's photo yet; the name beside it says who it is. */
export const PERSON_PLACEHOLDER = '/images/person-placeholder.svg';

/**
 * A leader: photo, name and title, and their message as a quote when the forum has entered one
 * (without it the card shows who they are, and puts no words in their mouth).
 */
export function LeaderCard({ leader }: { leader: SiteLeader }) {
  const photo = leader.photo ? imageProps(leader.photo, '80px') : { src: PERSON_PLACEHOLDER };
  const hasMessage = leader.message.trim() !== '';
  return (
    <figure className="relative flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
      {hasMessage ? (
        <svg
          aria-hidden="true"
          viewBox="0 0 32 24"
          className="absolute top-6 right-6 h-6 w-8 text-accent-400/50 sm:top-8 sm:right-8 sm:h-8 sm:w-10"
          fill="currentColor"
        >
          <path d="M0 24V14C0 6 4.5 1.2 12 0l1.4 3.4C9 4.8 7 7.6 7 11h6v13zm18 0V14c0-8 4.5-12.8 12-14l1.4 3.4C27 4.8 25 7.6 25 11h6v13z" />
        </svg>
      ) : null}
      <figcaption className="flex items-center gap-4 pr-12">
        <img
          {...photo}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          className="h-16 w-16 shrink-0 rounded-full bg-brand-50 object-cover ring-4 ring-brand-50 sm:h-20 sm:w-20"
        />
        <span className="min-w-0 break-words">
          <span className="block font-semibold text-brand-900">{leader.name}</span>
          <span className="block text-sm text-gray-600">{leader.title}</span>
        </span>
      </figcaption>
      {hasMessage ? (
        <blockquote className="mt-6 border-l-4 border-accent-400 pl-4 font-serif text-lg leading-relaxed text-gray-800">
          <p className="break-words whitespace-pre-line">{leader.message}</p>
        </blockquote>
      ) : null}
    </figure>
  );
}
