import { PAGES } from '@ssf/domain/pages';
import { Link } from 'react-router';

/** The way back from one form's pages (its editor, its responses) to the list of forms. */
export function BackToForms() {
  return (
    <Link to={PAGES.adminForms.path} className="font-medium text-brand-800 underline underline-offset-2">
      Back to forms
    </Link>
  );
}
