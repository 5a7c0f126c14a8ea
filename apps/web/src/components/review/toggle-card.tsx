import type { ReactNode } from 'react';

interface ToggleCardProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  title: string;
  /** What turning it on does, under the title. */
  children?: ReactNode;
}

/** One on/off setting of a drive or a form: a checkbox with its title and what it does, as one large target. */
export function ToggleCard({ checked, onChange, title, children }: ToggleCardProps) {
  return (
    <label className="flex min-h-11 items-start gap-3 rounded-xl border border-gray-200 p-3">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
      />
      <span>
        <span className="block font-medium text-gray-900">{title}</span>
        {children && <span className="block text-sm text-gray-600">{children}</span>}
      </span>
    </label>
  );
}
