/** One page of a list, with where it stands: the shape every paged list answers (under its own key). */
export interface Paged<T> {
  items: T[];
  page: number;
  totalPages: number;
  total: number;
}

/**
 * Reads page `page` (from 1) of `limit` items: `count` gives the size of the whole list and
 * `read(limit, offset)` the items of the page, in the list's order (which must be stable: end it
 * with the id). A page past the end is empty, not an error.
 */
export async function paginate<T>(
  { page, limit }: { page: number; limit: number },
  count: () => Promise<number>,
  read: (limit: number, offset: number) => Promise<T[]>,
): Promise<Paged<T>> {
  const total = await count();
  const items = await read(limit, (page - 1) * limit);
  return { items, page, totalPages: Math.ceil(total / limit), total };
}
