/**
 * CSV downloads (a recruitment's applications, the members list): RFC 4180 text that spreadsheets
 * open safely and read the same whatever separator their locale expects.
 */

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage return, line feed) gets a
 * leading quote, so opening the export never runs what someone typed into a form (CSV injection).
 */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
}

/**
 * One field: quoted, with its quotes doubled, when it holds a comma or a semicolon (the separator
 * of spreadsheets in locales where the comma is the decimal mark), a quote, a line break, or
 * leading or trailing space (which some readers would otherwise trim).
 */
function field(value: string): string {
  return /[",;\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The CSV text of `rows`: CRLF line ends and a UTF-8 byte order mark, so spreadsheets read accents right. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map((cell) => field(inertCell(cell))).join(',')).join('\r\n')}\r\n`;
}
