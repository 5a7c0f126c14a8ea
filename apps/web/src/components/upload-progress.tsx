/** How much of an upload has gone out, as a progress bar with its percentage (null: not uploading). */
export function UploadProgress({
  value,
  label = 'Uploading',
}: {
  value: number | null | undefined;
  label?: string;
}) {
  if (value === null || value === undefined) return null;
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="mt-3 max-w-md">
      <div className="flex justify-between text-sm text-gray-700">
        <span>{percent < 100 ? `${label}...` : 'Processing...'}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
