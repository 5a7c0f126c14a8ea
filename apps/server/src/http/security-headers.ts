import type { FastifyInstance, FastifyReply } from 'fastify';
import { APP_LOADER_HASH } from '../web-app/app-loader.ts';

// One inline script only, allowed by its hash: the few lines with which a page drawn on the server
// fetches the app (web-app/app-loader.ts); the app's code comes from /assets. Styles may be inline
// because rendered rich text and React's style props set them. Images may come from https
// sources (rich-text content) and data: URLs; frames only from the video platform's privacy-enhanced
// player (the home page's playlist, loaded when the visitor asks for it).
const csp = (publicUrl: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${APP_LOADER_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    // The API gives stored images at PUBLIC_URL: a site on plain http reached under another name
    // (127.0.0.1 for localhost) still shows them.
    `img-src 'self' data: blob: https:${publicUrl.startsWith('http:') ? ` ${new URL(publicUrl).origin}` : ''}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' https:",
    'frame-src https://www.youtube-nocookie.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

/**
 * The headers for a site published at `publicUrl`. A site published over https also tells
 * browsers to use nothing else for a year (HSTS); on plain http (local use) that header would be
 * ignored or, worse, stick to localhost.
 */
export function securityHeaderValues(publicUrl: string): Record<string, string> {
  return {
    'content-security-policy': csp(publicUrl),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(publicUrl.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

/**
 * What every answer carries, a document or not: `nosniff` (a script, style or image is only ever
 * read as its declared type) and, on https, HSTS (any answer from the host sets it). The policy
 * and its companions (frame, referrer, opener) govern a document and what it loads: a script, a
 * style, a font or an image is never a document, so they would be bytes on every such answer for
 * nothing. See docs/decisions/0225-lean-subresource-answers.md.
 */
export function subresourceHeaderValues(publicUrl: string): Record<string, string> {
  const { 'x-content-type-options': nosniff, 'strict-transport-security': hsts } =
    securityHeaderValues(publicUrl);
  return { 'x-content-type-options': nosniff, ...(hsts ? { 'strict-transport-security': hsts } : {}) };
}

/**
 * Content types a browser never shows as a document: scripts, styles, fonts and raster images.
 * SVG is left out (opened on its own it is a document that can run script), as are JSON and
 * text, which a browser shows as a page when opened directly.
 */
const SUBRESOURCE_TYPE = /^(?:text\/javascript|application\/javascript|text\/css|font\/|image\/(?!svg))/i;

/** Whether an answer of this content type is a subresource only (see subresourceHeaderValues). */
export const isSubresourceType = (contentType: unknown) =>
  typeof contentType === 'string' && SUBRESOURCE_TYPE.test(contentType);

/**
 * The headers of a data answer (JSON, CSV, plain text): a browser shows one as a page when it is
 * opened directly, but such a page never loads anything, so its policy forbids everything and
 * being framed (the policy OWASP's REST security guide gives for APIs). The page's long policy,
 * and the opener policy that only a page opening windows needs, would be some 500 bytes on every
 * API answer for nothing; `nosniff`, the frame and referrer headers stay.
 */
export function dataHeaderValues(publicUrl: string): Record<string, string> {
  const {
    'content-security-policy': _page,
    'cross-origin-opener-policy': _opener,
    ...rest
  } = securityHeaderValues(publicUrl);
  return { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", ...rest };
}

/** Content types of data a browser would show as text, never as markup that runs or loads. */
const DATA_TYPE = /^(?:application\/(?:json|problem\+json)|text\/(?:csv|plain))/i;

/**
 * The function that sets the headers on one reply, by its content type: the lean set for a
 * script, style, font or image, the data set for JSON, CSV or plain text, else the page's set.
 */
export function securityHeaders(publicUrl: string): (reply: FastifyReply) => void {
  const page = securityHeaderValues(publicUrl);
  const data = dataHeaderValues(publicUrl);
  const lean = subresourceHeaderValues(publicUrl);
  return (reply) => {
    const type = reply.getHeader('content-type');
    reply.headers(
      isSubresourceType(type) ? lean : typeof type === 'string' && DATA_TYPE.test(type) ? data : page,
    );
  };
}

/** Every answer that goes through the hooks gets the headers (see also frameworkErrors in app.ts). */
export function registerSecurityHeaders(app: FastifyInstance, set: (reply: FastifyReply) => void) {
  app.addHook('onSend', async (_request, reply, payload) => {
    set(reply);
    return payload;
  });
}
