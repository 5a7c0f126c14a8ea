import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-solid';
export type ButtonSize = 'md' | 'sm';

// max-w-full and wrap-anywhere: with the text enlarged (200%) on a narrow column, a long word
// breaks inside the button instead of pushing the page wider than the screen.
const BASE =
  'inline-flex max-w-full items-center justify-center gap-2 rounded-lg text-center font-semibold wrap-anywhere focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-70';

const VARIANT: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary: 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 focus-visible:outline-brand-700',
  danger: 'border border-red-300 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-700',
  // The answer that destroys or takes away, in a confirmation: never to be mistaken for Cancel.
  'danger-solid': 'bg-red-700 text-white shadow-sm hover:bg-red-800 focus-visible:outline-red-700',
};

const SIZE: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5',
  sm: 'min-h-10 px-3 text-sm',
};

/** The classes of a button (or of a link that looks like one) in the site's styles. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${BASE} ${VARIANT[variant]} ${SIZE[size]}`;
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A real button; `type` defaults to "button" so that it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={`${buttonClass(variant, size)} ${className}`.trim()} {...props} />;
}
