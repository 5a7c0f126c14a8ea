/**
 * How a student is recognised as the same student: one application per drive (and, later, one
 * membership) per email and per PRN. What the student typed is what is stored; what is compared is
 * a normal form, so that an invisible character or a mail alias cannot pass for someone new.
 */

// Unicode's format characters (category Cf): zero-width spaces and joiners, direction marks, the
// soft hyphen, the byte-order mark. They are invisible, so nobody types them on purpose.
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * Text as it is stored: invisible format characters removed, compatibility forms unified (NFKC:
 * full-width letters and digits become ordinary ones) and surrounding space trimmed.
 */
export function cleanText(value: string): string {
  return value.replace(FORMAT_CHARACTERS, '').normalize('NFKC').trim();
}

/** The form in which PRNs are compared: cleaned and case-insensitive. */
export function prnKey(prn: string): string {
  return cleanText(prn).toLowerCase();
}

/**
 * The form in which emails are compared: cleaned, lower-cased, and without a "+tag" in the part
 * before the @ (name+anything@ reaches the same mailbox as name@).
 */
export function emailKey(email: string): string {
  const value = cleanText(email).toLowerCase();
  const at = value.lastIndexOf('@');
  if (at < 0) return value;
  const local = value.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus < 0 ? local : local.slice(0, plus)}${value.slice(at)}`;
}
