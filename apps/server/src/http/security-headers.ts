import type { FastifyInstance, FastifyReply } from 'fastify';

// No inline script anywhere: the built app loads its code from /assets only. Styles may be inline
// because rendered rich text and React's style props set them. Images may come from https
// sources (rich-text content) and data: URLs; video embeds from the video platform.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' https:",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Sets the headers on one reply; for answers sent where no hook runs (the router's own errors). */
export function setSecurityHeaders(reply: FastifyReply) {
  reply.header('content-security-policy', CSP);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'DENY');
  reply.header('cross-origin-opener-policy', 'same-origin');
}

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    setSecurityHeaders(reply);
    return payload;
  });
}
