import { type RefObject, useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '../lib/motion.ts';

const INVALID = '[aria-invalid="true"]';
const CONTROL = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Bring the first field marked invalid inside `container` to the reader after a refused submit:
 * scrolled to the middle of the screen (the submit button sits at the bottom of a long form, far
 * from the field) and, unless `focus` is false, focused, so typing starts where the fix is. A
 * group of radio buttons or checkboxes (a fieldset) is shown whole and its first choice takes
 * focus. Returns the control that was chosen, or null when no field is invalid.
 */
export function revealFirstInvalidField(
  container: HTMLElement | null,
  { focus = true }: { focus?: boolean } = {},
): HTMLElement | null {
  const field = container?.querySelector<HTMLElement>(INVALID);
  if (!field) return null;
  const control = field instanceof HTMLFieldSetElement ? field.querySelector<HTMLElement>(CONTROL) : field;
  // jsdom and very old browsers have no scrollIntoView; focus still brings the field into view.
  field.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  if (focus) control?.focus({ preventScroll: true });
  return control ?? field;
}

/**
 * For a form's refused submits: the returned function asks for the first field in error inside
 * `ref` to be revealed (revealFirstInvalidField) once the messages it just set are drawn. Each call
 * is a new request, so the same refusal twice still brings the field back.
 */
export function useRevealFirstInvalidField(ref: RefObject<HTMLElement | null>) {
  const [request, setRequest] = useState<{ focus: boolean } | null>(null);
  useEffect(() => {
    if (request) revealFirstInvalidField(ref.current, request);
  }, [request, ref]);
  return useCallback((options: { focus: boolean } = { focus: true }) => setRequest({ ...options }), []);
}
