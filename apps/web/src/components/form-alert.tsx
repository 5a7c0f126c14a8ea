/**
 * A live region for a form's outcome. It stays in the page (empty) so that screen readers announce
 * the message the moment it appears.
 */
export function FormAlert({ tone, message }: { tone: 'error' | 'success'; message: string | null }) {
  const colours =
    tone === 'error'
      ? 'border-red-200 bg-red-50 text-red-800'
      : 'border-green-200 bg-green-50 text-green-800';
  return (
    <div aria-live={tone === 'error' ? 'assertive' : 'polite'} aria-atomic="true">
      {message ? <p className={`mb-4 rounded-lg border px-4 py-3 text-sm ${colours}`}>{message}</p> : null}
    </div>
  );
}
