import type { SiteLeader } from '@ssf/domain/schemas/site';
import { Avatar } from '../../components/avatar.tsx';

/**
 * A leader: their photo (or their initials when the forum has not added one), name and title, and
 * their message as a quote when the forum has entered one. Without a message the card is a quiet
 * portrait (who they are), and puts no words in their mouth.
 */
export function LeaderCard({ leader }: { leader: SiteLeader }) {
  const hasMessage = leader.message.trim() !== '';
  const person = (
    <span className="min-w-0 break-words">
      <span className="block font-serif text-h3 text-brand-900">{leader.name}</span>
      <span className="mt-0.5 block text-meta font-semibold tracking-wide text-accent-800 uppercase">
        {leader.title}
      </span>
    </span>
  );
  if (!hasMessage)
    return (
      <figure className="flex h-full items-center gap-5 rounded-card border border-paper-edge bg-white p-5 shadow-card sm:p-6">
        <Avatar name={leader.name} photo={leader.photo || null} size="md" />
        <figcaption className="min-w-0">{person}</figcaption>
      </figure>
    );
  return (
    <figure className="relative flex h-full flex-col rounded-card border border-paper-edge bg-white p-6 shadow-card sm:p-8">
      <svg
        aria-hidden="true"
        viewBox="0 0 32 24"
        className="h-6 w-8 text-accent-400 sm:h-8 sm:w-10"
        fill="currentColor"
      >
        <path d="M0 24V14C0 6 4.5 1.2 12 0l1.4 3.4C9 4.8 7 7.6 7 11h6v13zm18 0V14c0-8 4.5-12.8 12-14l1.4 3.4C27 4.8 25 7.6 25 11h6v13z" />
      </svg>
      <blockquote className="mt-4 flex-1 font-serif text-xl leading-relaxed text-gray-800 italic">
        <p className="break-words whitespace-pre-line">{leader.message}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-paper-edge pt-5">
        <Avatar name={leader.name} photo={leader.photo || null} size="sm" />
        {person}
      </figcaption>
    </figure>
  );
}
