import type { ApplicationView } from '@ssf/domain/schemas/recruitment';
import { Modal } from '../../components/modal.tsx';
import { Button } from '../../components/button.tsx';

export const formatSubmitted = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every personal field and every answer of one application (lists joined with commas). */
export function ApplicationDetailModal({
  application,
  onClose,
}: {
  application: ApplicationView | null;
  onClose: () => void;
}) {
  const info = application?.applicantInfo;
  const personal: Array<[string, string]> = info
    ? [
        ['Name', info.name],
        ['First Name', info.first_name],
        ['Last Name', info.last_name],
        ['Email', info.email],
        ['PRN', info.prn],
        ['Gender', info.gender.charAt(0).toUpperCase() + info.gender.slice(1)],
        ['Year', info.year],
        ['Course', info.course],
        ['Submitted', formatSubmitted(application.submittedAt)],
      ]
    : [];
  return (
    <Modal
      open={application !== null}
      onClose={onClose}
      title="Application Details"
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {application && (
        <div className="space-y-6">
          <section aria-labelledby="detail-personal">
            <h3 id="detail-personal" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
              Personal Information
            </h3>
            <dl className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {personal.map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-xs text-gray-500">{label}</dt>
                  <dd className="break-words text-gray-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="detail-answers">
            <h3 id="detail-answers" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
              Answers
            </h3>
            {application.answers.length === 0 ? (
              <p className="mt-2 text-sm text-gray-600">No additional answers.</p>
            ) : (
              <dl className="mt-2 space-y-3">
                {application.answers.map((a) => (
                  <div key={a.questionIndex} className="rounded-lg bg-gray-50 p-3">
                    <dt className="text-sm font-medium text-gray-700">{a.question}</dt>
                    <dd className="mt-1 break-words whitespace-pre-line text-gray-900">
                      {Array.isArray(a.answer) ? a.answer.join(', ') : a.answer}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
