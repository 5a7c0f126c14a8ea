import { FORUM_NAME } from '@ssf/domain/constants';
import { PAGES } from '@ssf/domain/pages';
import type { PublicCertificate } from '@ssf/domain/schemas/event-registration';
import { useParams } from 'react-router';
import { buttonClass } from '../../components/button.tsx';
import { ErrorState } from '../../components/list-state.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDate, formatLongDate } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { CredentialChecker } from '../../components/credential-checker.tsx';
import { VerifiedFacts, VerifiedHeading } from '../../components/verified-card.tsx';
import { certificateCredentialUrl, certificateImageUrl, useCertificate } from './registration-api.ts';

/** /certificates/:id: whether a certificate of participation is real, and whose (never email or PRN). */
export default function CertificateVerifyPage() {
  const { id } = useParams();
  const { data, isPending, isError, error, refetch } = useCertificate(id);
  usePageTitle(data ? { pageName: `Certificate: ${data.certificate.name}` } : PAGES.eventCertificate);
  if (isPending) return <Spinner label="Verifying certificate..." className="min-h-[60vh]" />;
  if (isError) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <section className="mx-auto max-w-xl px-4 py-16">
        <h1 className="font-serif text-3xl font-bold text-brand-900">Certificate not valid</h1>
        {missing ? (
          <p className="mt-4 text-gray-800">
            No valid certificate has this id: it does not exist or it was revoked.
          </p>
        ) : (
          <ErrorState
            title="The certificate could not be checked right now."
            error={error}
            onRetry={() => refetch()}
          />
        )}
      </section>
    );
  }
  return <Verified certificate={data.certificate} />;
}

function Verified({ certificate }: { certificate: PublicCertificate }) {
  const rows: Array<[string, string]> = [
    ['Name', certificate.name],
    ['Event', certificate.event.title],
    ['Event date', formatLongDate(certificate.event.eventDate)],
    ['Issued', formatDate(certificate.issuedAt)],
    ['Certificate ID', certificate._id],
  ];
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto w-full max-w-2xl rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-8">
        <VerifiedHeading
          title="Valid certificate"
          subtitle={`of participation, issued by the ${FORUM_NAME}`}
        />
        <VerifiedFacts rows={rows} />
        <img
          src={certificateImageUrl(certificate._id)}
          alt={`Certificate of participation of ${certificate.name} for ${certificate.event.title}`}
          width={1200}
          height={850}
          className="mt-6 h-auto w-full rounded-lg ring-1 ring-gray-200"
        />
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href={certificateImageUrl(certificate._id)}
            download="certificate.png"
            className={buttonClass('primary')}
          >
            Download certificate
          </a>
          <a
            href={certificateCredentialUrl(certificate._id)}
            download="certificate_credential.json"
            className={buttonClass('secondary')}
          >
            Download credential
          </a>
        </div>
        <p className="mt-3 text-sm text-gray-700">
          Both downloads carry the signed Open Badges 3.0 credential of this certificate, which any Open
          Badges verifier or wallet can check without this site.
        </p>
      </div>
      <div className="mt-10">
        <CredentialChecker
          title="Check a downloaded certificate or credential"
          hint="Drop the certificate image (certificate.png) or the credential file here: its signature, issuer, status and dates are checked."
        />
      </div>
    </section>
  );
}
