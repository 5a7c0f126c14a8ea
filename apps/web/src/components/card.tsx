import type { ComponentProps, ElementType, ReactNode } from 'react';

/** The surface of a card: white, a hairline edge, the card radius and shadow. */
export const CARD_SURFACE = 'rounded-card border border-gray-200 bg-white shadow-card';

/** The extra classes of a card that is one link as a whole: it lifts a little on hover. */
export const CARD_INTERACTIVE =
  'transition hover:-translate-y-0.5 hover:border-brand-600/40 hover:shadow-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:hover:translate-y-0';

/**
 * A card: a surface holding one thing (a panel of a form, a summary, a list item). `padding`
 * "none" suits a card with a picture at its top edge.
 */
export function Card({
  as: Tag = 'div',
  padding = 'md',
  className = '',
  children,
  ...rest
}: {
  as?: ElementType;
  padding?: 'none' | 'sm' | 'md';
  className?: string;
  children: ReactNode;
} & Omit<ComponentProps<'div'>, 'className' | 'children'>) {
  const pad = padding === 'none' ? '' : padding === 'sm' ? 'p-4' : 'p-5 sm:p-8';
  return (
    <Tag className={`${CARD_SURFACE} ${pad} ${className}`.trim()} {...rest}>
      {children}
    </Tag>
  );
}
