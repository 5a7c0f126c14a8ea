import { FORUM_NAME, INSTITUTION } from '@ssf/domain/constants';
import { PAGES } from '@ssf/domain/pages';
import { Link } from 'react-router';
import { ForumLogo, UniversityLogo } from '../components/logos.tsx';

/** The forum's and the university's logos as one link to the home page. */
export function BrandLogos({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to={PAGES.home.path}
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700 sm:gap-3"
    >
      <ForumLogo label={`${FORUM_NAME} logo`} width={44} height={44} className="h-10 w-10 sm:h-11 sm:w-11" />
      <span aria-hidden="true" className="h-8 w-px bg-gray-300" />
      <UniversityLogo label={`${INSTITUTION} logo`} width={88} height={44} className="h-10 w-auto sm:h-11" />
      <span className="sr-only">Home</span>
    </Link>
  );
}
