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

// A line break pasted into a one-line field (Word and PDFs carry U+2028 and U+2029).
const LINE_SEPARATORS = /[\p{Zl}\p{Zp}]/gu;

/** A one-line field as it is stored: cleanText, with line and paragraph separators made spaces. */
export function cleanLine(value: string): string {
  return cleanText(value.replace(LINE_SEPARATORS, ' '));
}

// Code points that render as nothing (combining grapheme joiner, Hangul fillers, variation
// selectors, ...): an identifier holding one looks like another student's.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;

/** Whether `value` holds a character that renders as nothing (refused in PRNs and emails). */
export function hasInvisibleCharacter(value: string): boolean {
  return INVISIBLE.test(value);
}

// What identifies a PRN: its letters and digits. Spaces, dashes, dots and blank signs (U+2800)
// are how it was typed, not what it is.
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]|\p{Default_Ignorable_Code_Point}/gu;

/**
 * The form in which PRNs are compared: compatibility forms unified (NFKC), case folded (upper
 * then lower, so that ß and SS agree), and only letters and digits kept: `RT-0001`, `rt 0001`
 * and `ＲＴ０００１` are one PRN.
 */
export function prnKey(prn: string): string {
  return prn.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').replace(NOT_LETTER_OR_DIGIT, '');
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
