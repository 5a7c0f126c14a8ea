import { z } from 'zod';

const wholeNumber = (name: string, min: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${name} must be at least ${min}`));

/**
 * ?page and ?limit of a paged list. A page that is not a whole number of at least 1 is a 400; a
 * limit above `max` is lowered to it. Both are optional: a list asked without them may answer
 * differently (the blog list then answers every blog).
 */
export function pageQuery(max: number) {
  return z.object({
    page: wholeNumber('page', 1).optional().describe('Page number, from 1'),
    limit: wholeNumber('limit', 1)
      .transform((n) => Math.min(n, max))
      .optional()
      .describe(`Items per page, at most ${max}`),
  });
}

/** Where a paged list stands: the page answered, how many pages and items there are in all. */
export const pageInfoShape = {
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
};
