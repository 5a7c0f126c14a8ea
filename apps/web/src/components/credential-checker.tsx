import { CHECK_LABELS, CREDENTIAL_TEXT } from '@ssf/domain/credential-text';
import type { VerificationReport } from '@ssf/domain/schemas/credential';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError, api } from '../lib/api-client.ts';
import { formatDate } from '../lib/dates.ts';

/** Checks a credential file or a baked badge image on the server: each check in words. */
export function useCredentialCheck() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<VerificationReport>('/credentials/verify', form);
    },
  });
}

/**
 * Checks a downloaded credential: the JSON file or the badge image with the credential baked in,
 * dropped on the box or chosen with its button. The server checks the signature, the issuer, the
 * revocation status and the dates, and each check is shown in words.
 */
export function CredentialChecker({
  title = 'Check a downloaded badge or credential',
  hint = 'Drop the badge image (member_badge.png) or the credential file here: its signature, issuer, status and dates are checked.',
}: {
  /** What is being checked (the certificate page names its own files). */
  title?: string;
  hint?: string;
} = {}) {
  const inputId = useId();
  const check = useCredentialCheck();
  const [dragging, setDragging] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);

  const submit = (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    check.mutate(file);
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="mx-auto w-full max-w-lg px-4 pb-16">
      <h2 id={`${inputId}-title`} className="font-serif text-xl font-bold text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{hint}</p>
      <label
        htmlFor={inputId}
        data-testid="credential-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          submit(e.dataTransfer.files[0]);
        }}
        className={`mt-3 flex min-h-28 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed p-4 text-center focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 ${
          dragging ? 'border-brand-700 bg-brand-50' : 'border-gray-300 bg-white'
        }`}
      >
        <span className="font-semibold text-brand-800">Choose a file</span>
        <span className="text-sm text-gray-600">or drop it here (PNG or JSON, at most 2 MB)</span>
        <input
          id={inputId}
          type="file"
          accept="image/png,application/json,application/ld+json,.json,.jsonld,.png"
          className="sr-only"
          onChange={(e) => {
            submit(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      <div aria-live="polite" className="mt-4">
        {check.isPending && <p className="text-gray-700">Checking {fileName}…</p>}
        {check.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            {check.error instanceof ApiError
              ? check.error.message
              : 'The file could not be checked. Please try again.'}
          </p>
        )}
        {check.data && !check.isPending && <Report report={check.data} fileName={fileName} />}
      </div>
    </section>
  );
}

function Report({ report, fileName }: { report: VerificationReport; fileName: string | null }) {
  const { credential } = report;
  return (
    <div
      data-testid="credential-report"
      className={`rounded-xl p-4 ring-1 ${report.verified ? 'bg-green-50 ring-green-200' : 'bg-red-50 ring-red-200'}`}
    >
      <p className={`font-semibold ${report.verified ? 'text-green-900' : 'text-red-900'}`}>
        {report.verified ? CREDENTIAL_TEXT.verified : CREDENTIAL_TEXT.notVerified}
      </p>
      {fileName && <p className="mt-1 text-sm break-words text-gray-700">File: {fileName}</p>}
      {(credential.name || credential.achievement) && (
        <p className="mt-2 text-sm break-words text-gray-800">
          {credential.name && <strong>{credential.name}</strong>}
          {credential.name && credential.achievement && ': '}
          {credential.achievement}
          {credential.issuer && <>, issued by {credential.issuer}</>}
          {credential.validFrom && !Number.isNaN(Date.parse(credential.validFrom)) && (
            <> on {formatDate(credential.validFrom)}</>
          )}
          .
        </p>
      )}
      <ul className="mt-3 space-y-2">
        {report.checks.map((c) => (
          <li key={c.check} className="flex gap-2 text-sm">
            <span aria-hidden="true" className={c.ok ? 'text-green-800' : 'text-red-800'}>
              {c.ok ? '✓' : '✗'}
            </span>
            <span className="break-words">
              <strong>
                {CHECK_LABELS[c.check]}: {c.ok ? 'passed' : 'failed'}.
              </strong>{' '}
              {c.message}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
