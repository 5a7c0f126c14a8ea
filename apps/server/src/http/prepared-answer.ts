import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer made ready once and sent many times: its status, every header and its bytes, in each
 * encoding a browser may ask for, plus the 304 for a browser that has it already. The response
 * cache (public reads) and the built app's files (/assets) keep their answers so.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/** One way of sending an answer: status, every header, and the bytes. */
export interface Sending {
  status: number;
  headers: Record<string, string | number>;
  body: Buffer | string;
}

export interface PreparedAnswer {
  etag: string;
  /**
   * When the bytes last changed, in whole seconds (ms since 1970), for answers sent with
   * Last-Modified (stored images): If-Modified-Since is read when no If-None-Match is sent.
   */
  lastModified?: number;
  /** False for bytes that are compressed already (images): sent as they are to everyone. */
  compressible: boolean;
  sendings: Record<Encoding, Sending>;
  notModified: Sending;
}

/** The bytes of one answer in each encoding; `null` ones fall back to the plain bytes. */
export interface EncodedBodies {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

export function prepareAnswer(
  status: number,
  headers: Record<string, string>,
  bodies: EncodedBodies,
  etag: string,
  lastModified?: Date,
): PreparedAnswer {
  const withEtag: Record<string, string> = { ...headers, etag };
  const sending = (bytes: Buffer | null, encoding: Encoding): Sending =>
    bytes && encoding !== 'identity'
      ? {
          status,
          headers: { ...withEtag, 'content-encoding': encoding, 'content-length': bytes.length },
          body: bytes,
        }
      : { status, headers: { ...withEtag, 'content-length': bodies.identity.length }, body: bodies.identity };
  const { 'content-type': _noBody, ...notModifiedHeaders } = withEtag;
  return {
    etag,
    ...(lastModified ? { lastModified: Math.floor(lastModified.getTime() / 1000) * 1000 } : {}),
    compressible: Boolean(bodies.br || bodies.gzip),
    sendings: {
      identity: sending(bodies.identity, 'identity'),
      br: sending(bodies.br, 'br'),
      gzip: sending(bodies.gzip, 'gzip'),
    },
    notModified: { status: 304, headers: notModifiedHeaders, body: '' },
  };
}

const encodingOf = new Map<string, Encoding>();

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  // Browsers send a handful of distinct headers: each is read once.
  const known = encodingOf.get(header);
  if (known) return known;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0);
  const chosen: Encoding = weight('br') > 0 ? 'br' : weight('gzip') > 0 ? 'gzip' : 'identity';
  if (encodingOf.size >= 256) encodingOf.clear();
  encodingOf.set(header, chosen);
  return chosen;
}

/** Whether an If-None-Match header names this ETag (a list, `*`, weak or strong). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * The `Sending` for this request: 304 when the browser has the bytes (If-None-Match names the ETag,
 * or, without it, If-Modified-Since is at or after the answer's Last-Modified), else the encoding
 * it reads.
 */
export function sendingFor(request: { headers: IncomingHttpHeaders }, answer: PreparedAnswer): Sending {
  const match = request.headers['if-none-match'];
  if (match !== undefined) {
    if (matchesEtag(match, answer.etag)) return answer.notModified;
  } else if (answer.lastModified !== undefined && request.headers['if-modified-since'] !== undefined) {
    // RFC 9110 13.1.3: only without If-None-Match; a date at or after the last change is current.
    const since = Date.parse(request.headers['if-modified-since']);
    if (!Number.isNaN(since) && answer.lastModified <= since) return answer.notModified;
  }
  return answer.sendings[
    answer.compressible ? chooseEncoding(request.headers['accept-encoding']) : 'identity'
  ];
}

/**
 * Sends `answer` with Node's own response, before any framework work: the server's request handler
 * (app.ts, serverFactory) answers public reads from memory so. Returns the status sent.
 */
export function writePrepared(req: IncomingMessage, res: ServerResponse, answer: PreparedAnswer): number {
  const { status, headers, body } = sendingFor(req, answer);
  res.writeHead(status, headers);
  res.end(body);
  return status;
}

/**
 * The hot path: the finished headers and bytes go straight to the socket, past the reply's
 * serializers and hooks (their work is in the answer already, security headers included).
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) {
  reply.hijack();
  const status = writePrepared(request.raw, reply.raw, answer);
  // Hijacked answers skip Fastify's own request log line; the same line is written here.
  reply.log.info({ res: { statusCode: status } }, 'request completed');
  return reply;
}
