import type { ReactNode } from 'react';
import { ForumLogo } from './logos.tsx';

/**
 * The card of the sign-in pages (login, invitation, reset, forgotten password): one narrow card in
 * the middle of a soft band. With `logo`, the forum's logo stands above the heading and `intro`
 * under it.
 */
export function AuthCard({
  title,
  logo = false,
  intro,
  children,
}: {
  title: string;
  logo?: boolean;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-gray-200 sm:p-8">
        {logo ? <ForumLogo width={56} height={56} className="mx-auto h-14 w-14" /> : null}
        <h1 className={`${logo ? 'mt-4' : 'mb-4'} text-center text-2xl font-bold text-brand-900`}>{title}</h1>
        {intro ? <p className="mt-1 text-center text-sm text-gray-600">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
