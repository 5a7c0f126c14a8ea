import { PAGES } from '@ssf/domain/pages';
import { useId, useRef, useState } from 'react';
import { Button, buttonClass } from '../../components/button.tsx';
import { inputClass, labelClass } from '../../components/field.tsx';

/** The full address of an applicant's private status page. */
export function statusPageUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}${PAGES.recruitmentStatus.href({ token })}`;
}

/** Copy text with the Clipboard API, else through a selected field and the older copy command. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, an insecure page): fall back below.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * The applicant's private status link, shown once after applying: the address in a read-only
 * field, a Copy button whose result is announced, a link that opens the page, and a reminder to
 * keep it private and save it.
 */
export function StatusLink({ token }: { token: string }) {
  const url = statusPageUrl(token);
  const fieldId = useId();
  const noteId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const copy = async () => {
    setResult(null);
    const ok = await copyText(url, field.current);
    setResult(
      ok
        ? { ok, text: 'Copied' }
        : { ok, text: 'Copying did not work here. The link is selected: copy it with Ctrl+C or ⌘C.' },
    );
    if (!ok) field.current?.select();
  };

  return (
    <div className="mt-5 rounded-xl border border-brand-600/30 bg-brand-50 p-4">
      <label htmlFor={fieldId} className={labelClass}>
        Your private status link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <input
          ref={field}
          id={fieldId}
          type="text"
          readOnly
          value={url}
          aria-describedby={noteId}
          onFocus={(e) => e.currentTarget.select()}
          className={`${inputClass()} min-w-0 flex-1 text-sm`}
        />
        <Button variant="secondary" onClick={copy} className="shrink-0">
          Copy
        </Button>
      </div>
      <p
        role="status"
        className={`mt-1 min-h-5 text-sm font-medium ${result?.ok ? 'text-green-800' : 'text-gray-800'}`}
      >
        {result?.text}
      </p>
      <p id={noteId} className="mt-1 text-sm text-gray-700">
        Keep this link private: anyone who has it can see your application’s status. Save it now (copy it or
        bookmark the page); it is shown only this once.
      </p>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        // The dialog's main action: the one thing the student must do before closing it.
        className={`${buttonClass('primary')} mt-3 w-full`}
      >
        Open your status page
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
