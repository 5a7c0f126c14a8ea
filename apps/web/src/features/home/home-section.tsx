import type { ReactNode } from 'react';

/**
 * One band of the home page: a region named by its centred heading, an optional line under it,
 * then its content. `tone` alternates the bands' backgrounds; `narrow` suits a single video.
 */
export function HomeSection({
  id,
  title,
  intro,
  tone = 'white',
  narrow = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'white' | 'tinted';
  narrow?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={tone === 'tinted' ? 'border-y border-paper-edge bg-paper' : 'bg-white'}
    >
      <div className={`mx-auto ${narrow ? 'max-w-5xl' : 'max-w-7xl'} px-4 py-16 sm:px-6 sm:py-24`}>
        <h2 id={headingId} className="text-center text-h2 text-brand-900">
          {title}
        </h2>
        {intro ? <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-gray-700">{intro}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
