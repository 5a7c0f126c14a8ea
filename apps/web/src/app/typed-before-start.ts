/**
 * What a visitor typed into a page drawn on the server before the app took it over. The app's
 * code is fetched after the page (docs/decisions/0240-app-after-load.md), or as the visitor first
 * reaches for it, so a quick visitor may have typed into a field that the app then takes over:
 * its own state for that field is still empty, and its next drawing would clear the text. The
 * fields changed so far are noted before the app starts and, once it has, their values are given
 * to the app as the visitor's own input (the events its change handlers listen to).
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  name: string;
  form: HTMLFormElement | null;
  value: string;
  checked: boolean | null;
}

const isToggle = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((o) => o.selected !== o.defaultSelected);
  if (isToggle(field))
    return (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked;
  if (field instanceof HTMLInputElement && field.type === 'file') return false;
  return field.value !== field.defaultValue;
}

/** The named fields under `root` whose value differs from the one the server drew. */
export function noteTypedFields(root: HTMLElement): Typed[] {
  const fields = [...root.querySelectorAll<Field>('input[name], textarea[name], select[name]')];
  return fields.filter(changed).map((field) => ({
    name: field.name,
    form: field.form,
    value: field.value,
    checked: isToggle(field) ? (field as HTMLInputElement).checked : null,
  }));
}

/** Gives the app each noted value, as the visitor's input, in the field it now draws. */
export function replayTypedFields(root: HTMLElement, typed: Typed[]): void {
  for (const entry of typed) {
    const field = [...root.querySelectorAll<Field>(`[name="${CSS.escape(entry.name)}"]`)].find(
      (f) => f.form === entry.form && (entry.checked === null || f.value === entry.value),
    );
    if (!field) continue;
    if (entry.checked !== null) {
      // A radio the visitor left for another: choosing that other one is enough.
      if (!entry.checked && (field as HTMLInputElement).type === 'radio') continue;
      // A click sets the box or option as the visitor left it, through the app's own handler.
      (field as HTMLInputElement).checked = !entry.checked;
      field.click();
      continue;
    }
    field.value = entry.value;
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
}
