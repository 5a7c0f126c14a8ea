import type { ReactNode } from 'react';
import { CARD_SURFACE } from './card.tsx';
import { PageHeader } from './page-header.tsx';

/**
 * One layout for the public forms (join, recruitment): the page header on the warm band, then the
 * form's panels in one column of reading width, then its actions. The form element itself is the
 * page's own (its handlers and labels); this only places it.
 */
export function FormPage({
  eyebrow,
  title,
  intro,
  aside,
  children,
}: {
  eyebrow: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  /** Below the introduction: what the form gives, a deadline. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-paper/60 pb-16">
      <PageHeader tone="paper" eyebrow={eyebrow} title={title} intro={intro}>
        {aside}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-10">{children}</div>
    </div>
  );
}

/** A panel of a form: its h2, an optional note (what is required, who sees it), its fields. */
export function FormSection({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: ReactNode;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${CARD_SURFACE} p-5 sm:p-8`}>
      <h2 id={id} className="text-h3 text-brand-900">
        {title}
      </h2>
      {note ? <p className="mt-1 text-sm text-gray-600">{note}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The form's end: a message (if any) above the submit button, full width on a phone. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 sm:items-start">{children}</div>;
}

/** The classes of a form's submit button: the primary button, large, full width on a phone. */
export const SUBMIT_CLASS = 'w-full text-lg sm:w-auto sm:min-w-56';

/** "Fields marked * are required." as every form says it. */
export function RequiredNote({ children }: { children?: ReactNode }) {
  return (
    <>
      Fields marked <span className="text-red-700">*</span> are required.{children ? <> {children}</> : null}
    </>
  );
}
