import { PAGES } from '@ssf/domain/pages';
import { MSG } from '@ssf/domain/messages';
import type { PublicRecruitment } from '@ssf/domain/schemas/recruitment';
import { afterPaintWhenIdle } from '../../lib/after-paint.ts';
import { formatDate } from '../../lib/dates.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button.tsx';
import { FormPage } from '../../components/form-layout.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useActiveRecruitment } from './recruitment-api.ts';

/** /recruitment: the open drive's application form, or the closed screen. */
export default function RecruitmentPage() {
  usePageTitle({
    ...PAGES.recruitment,
    keywords: 'recruitment, apply, join the team, science and spirituality forum',
  });
  const { data, isPending } = useActiveRecruitment();

  if (isPending) return <Spinner label="Loading recruitment..." className="min-h-[60vh]" />;
  if (!data?.open) return <ClosedScreen message={data?.message ?? MSG.defaultClosedMessage} />;
  return <OpenDrive recruitment={data.recruitment} emailDomain={data.emailDomain} />;
}

// The form's code (its checks, the course list, the question inputs) is the larger part of the
// page: it loads once the drive's text is on screen, so that text, the page's largest paint and
// what a student reads first, is not held back by it on a slow phone.
const ApplicationForm = lazy(() => import('./application-form.tsx'));

function OpenDrive({ recruitment, emailDomain }: { recruitment: PublicRecruitment; emailDomain: string }) {
  // Asked for once the drive's text is on screen, so the form's files do not compete with it.
  const [formWanted, setFormWanted] = useState(false);
  useEffect(() => afterPaintWhenIdle(() => setFormWanted(true)), []);
  const loading = <Spinner label="Loading the application form..." className="min-h-[60vh]" />;
  return (
    <FormPage
      eyebrow="Recruitment"
      title={recruitment.title}
      intro={<p className="whitespace-pre-line">{recruitment.description}</p>}
      aside={
        <p className="mt-3 text-meta font-medium text-gray-700">
          Applications close on{' '}
          <time dateTime={recruitment.applicationDeadline}>
            {formatDate(recruitment.applicationDeadline)}
          </time>
          .
        </p>
      }
    >
      {formWanted ? (
        <Suspense fallback={loading}>
          <ApplicationForm recruitment={recruitment} emailDomain={emailDomain} />
        </Suspense>
      ) : (
        loading
      )}
    </FormPage>
  );
}

function ClosedScreen({ message }: { message: string }) {
  return (
    <section className="flex min-h-[60vh] items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-16">
      <div className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-200">
        <div
          aria-hidden="true"
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-accent-400/20 text-2xl"
        >
          ⏳
        </div>
        <h1 className="mt-4 font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
          {MSG.recruitmentClosedTitle}
        </h1>
        <p className="mt-3 text-gray-700">{message}</p>
        <Link to={PAGES.home.path} className={`${buttonClass('primary')} mt-6`}>
          Go to Home
        </Link>
      </div>
    </section>
  );
}
