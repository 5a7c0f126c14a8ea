/** The file name of a drive's applications export, from its title: lower-case ASCII words and hyphens. */
export function applicationsCsvFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'recruitment'}-applications.csv`;
}

/** The export's review columns, after the personal ones: the status (as admins read it) and the number of notes. */
export const APPLICATIONS_CSV_REVIEW_COLUMNS = ['Status', 'Notes'] as const;
