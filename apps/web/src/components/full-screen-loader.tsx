import { Spinner } from './spinner.tsx';

/**
 * A spinner over the whole viewport, for the moments the app waits on code or data before it can
 * show anything (a lazy page's first load, the session check of the admin area).
 */
export function FullScreenLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/80 backdrop-blur-sm">
      <Spinner label={label} />
    </div>
  );
}
