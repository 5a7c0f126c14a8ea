interface SpinnerProps {
  label?: string;
  className?: string;
}

/** A busy indicator announced to screen readers. */
export function Spinner({ label = 'Loading...', className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center py-10 ${className}`}>
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
