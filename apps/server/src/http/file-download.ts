import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The documented 200 answer of a route that answers with a CSV file. */
export const csvFileResponse = {
  description: 'The CSV file',
  content: { 'text/csv': { schema: z.string() } },
};

/**
 * Answers with a file the browser saves under `fileName` rather than shows. `cacheControl` says
 * whether it may be kept: an export of personal data never is (`no-store`), a public file may be
 * kept if it is checked first (`no-cache`).
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; body: string; cacheControl: 'no-store' | 'no-cache' },
) {
  return reply
    .header('content-type', `${file.contentType}; charset=utf-8`)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', file.cacheControl)
    .send(file.body);
}

/** Answers with an export as a CSV download; exports hold personal data, so none is ever kept. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return sendAttachment(reply, { contentType: 'text/csv', fileName, body: csv, cacheControl: 'no-store' });
}
