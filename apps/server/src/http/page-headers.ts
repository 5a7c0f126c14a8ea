import type { FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a page of a list with its place in headers (documented in the API document). */
    pageHeaders?: boolean;
  }
}

/** Where one page of a list stands: its number, how many pages, how many items in all. */
export interface PagePosition {
  page: number;
  totalPages: number;
  total: number;
}

/**
 * A page of a list answered as a plain array, its place in the headers (the way the original
 * site's screens read a list): X-Total-Count, X-Total-Pages, and a Link header (RFC 8288) to the
 * first, previous, next and last pages at `listUrl` (absolute, with the same page size).
 */
export function setPageHeaders(reply: FastifyReply, listUrl: string, position: PagePosition, limit: number) {
  const { page, totalPages, total } = position;
  const at = (n: number) => `<${listUrl}?page=${n}&limit=${limit}>`;
  const last = Math.max(1, totalPages);
  const links = [`${at(1)}; rel="first"`];
  if (page > 1) links.push(`${at(Math.min(page - 1, last))}; rel="prev"`);
  if (page < totalPages) links.push(`${at(page + 1)}; rel="next"`);
  links.push(`${at(last)}; rel="last"`);
  reply
    .header('x-total-count', String(total))
    .header('x-total-pages', String(totalPages))
    .header('link', links.join(', '));
}
