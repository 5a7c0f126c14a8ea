import { PAGES } from '@ssf/domain/pages';
import { MEMBER_TEXT } from '@ssf/domain/member-text';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button.tsx';

/** An unknown or revoked badge: said plainly, with the way to become a member. */
export function BadgeNotFound({ title = MEMBER_TEXT.badgeNotFound }: { title?: string }) {
  return (
    <section className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-200">
        <h1 className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-gray-700">
          This badge does not exist or is no longer valid. Check the link, or become a member to get your own
          badge.
        </p>
        <Link to={PAGES.joinUs.path} className={`${buttonClass('primary')} mt-6`}>
          Join the Forum
        </Link>
      </div>
    </section>
  );
}
