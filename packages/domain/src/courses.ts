import list from './courses.json' with { type: 'json' };

/** The university's programme list for the course selects; it ends with 'Other'. */
export const COURSES: readonly string[] = list;

export function isCourse(value: string): boolean {
  return COURSES.includes(value);
}
