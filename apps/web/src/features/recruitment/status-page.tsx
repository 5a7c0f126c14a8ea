import { APPLICANT_STATUS_RECEIVED } from '@ssf/domain/recruitment/review';
import { PAGES } from '@ssf/domain/pages';
import { Link, useParams } from 'react-router';
import type { ReactNode } from 'react';
import { Button, buttonClass } from '../../components/button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useApplicationStatus } from './review-api.ts';

/** A sentence under each wording the applicant can see, saying what it means for them. */
const EXPLANATION: Record<string, string> = {
  [APPLICANT_STATUS_RECEIVED]:
    'Your application has arrived and is with the team. This page will show their decision once it is made.',
  Shortlisted: 'You are on the shortlist. The team will contact you about the next step.',
  Selected: 'Congratulations! You have been selected. The team will contact you with the details.',
  'Not selected this time':
    'Thank you for applying. You were not selected in this drive; we hope you will apply again.',
  'On the waiting list': 'You are on the waiting list. If a place opens up, the team will contact you.',
};

const card = 'w-full max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8';

/**
 * /recruitment/status/:token: an applicant's own status, reached only through the private link
 * shown after applying. It greets them by first name and says nothing else about them.
 */
export default function StatusPage() {
  usePageTitle(PAGES.recruitmentStatus);
  const { token = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useApplicationStatus(token);

  let body: ReactNode;
  if (isPending) {
    body = <Spinner label="Loading your application status..." />;
  } else if (isError && error instanceof ApiError && error.status === 404) {
    body = (
      <div className={card}>
        <h1 className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">Status link not found</h1>
        <p className="mt-3 text-gray-700">
          This status link does not match any application. Check that you copied the whole link from the
          message shown after you applied.
        </p>
        <Link
          to={PAGES.recruitment.path}
          className={`${buttonClass('secondary')} mt-6 max-w-full wrap-anywhere`}
        >
          Go to Recruitment
        </Link>
      </div>
    );
  } else if (isError || !data) {
    body = (
      <div className={card}>
        <h1 className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">Application status</h1>
        <p className="mt-3 text-gray-700" role="alert">
          Your status could not be loaded just now. Please try again in a moment.
        </p>
        <Button variant="secondary" className="mt-6" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = (
      <div className={card}>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Application status</p>
        <h1 className="mt-1 font-serif text-2xl font-bold break-words text-brand-900 sm:text-3xl">
          Hello, {data.firstName}
        </h1>
        <dl className="mt-6 space-y-4">
          <div>
            <dt className="text-sm text-gray-600">Recruitment</dt>
            <dd className="font-semibold break-words text-gray-900">{data.recruitmentTitle}</dd>
          </div>
          <div>
            <dt className="text-sm text-gray-600">Applied on</dt>
            <dd className="font-semibold text-gray-900">
              <time dateTime={data.submittedAt}>{formatDate(data.submittedAt)}</time>
            </dd>
          </div>
          <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-600/20">
            <dt className="text-sm text-gray-700">Status</dt>
            <dd>
              <span className="block text-2xl font-bold text-brand-900">{data.status}</span>
              {EXPLANATION[data.status] ? (
                <span className="mt-1 block text-gray-700">{EXPLANATION[data.status]}</span>
              ) : null}
            </dd>
          </div>
        </dl>
        <p className="mt-6 text-sm text-gray-600">
          Keep this page’s link private: anyone who has it can see this status.
        </p>
      </div>
    );
  }

  return (
    <section className="flex min-h-[60vh] items-start justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:items-center sm:py-16">
      {body}
    </section>
  );
}
