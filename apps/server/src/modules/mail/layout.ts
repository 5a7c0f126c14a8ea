import { FORUM_NAME, INSTITUTION } from '@ssf/domain/constants';

/**
 * The forum's look for every message, drawn with MJML (docs/decisions/0150-mail-outbox.md): one
 * column that reads on a phone and in the common mail clients, the forum's indigo and amber, and
 * a plain-text part with the same words and links. No remote images and no tracking pixels: the
 * only picture is one attached to the message itself (cid:).
 */

/** What a template says: the layout turns it into HTML and plain text alike. */
export interface MailContent {
  /** The first line, shown large. */
  heading: string;
  /** Shown by mail clients beside the subject; not displayed in the body. */
  preview: string;
  paragraphs: string[];
  /** Buttons, each an absolute link (their address is also written out in the text part). */
  actions?: { label: string; url: string }[];
  /** Label and value pairs, for example the member id. */
  details?: { label: string; value: string }[];
  /** An inline picture attached to the message, shown after the paragraphs. */
  image?: { cid: string; alt: string; width: number };
  /** Small print at the end (why the message was sent). */
  footnote: string;
}

const BRAND = '#3730a3';
const BRAND_DARK = '#1e1b4b';
const ACCENT = '#f59e0b';
const TEXT = '#1f2937';
const MUTED = '#4b5563';

/** Text placed inside HTML: MJML passes it through as it is, so it is escaped here. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function mjml(content: MailContent, publicUrl: string): string {
  const text = (body: string, attrs = '') =>
    `<mj-text font-size="16px" line-height="1.6" color="${TEXT}"${attrs}>${body}</mj-text>`;
  const parts: string[] = [
    `<mj-text font-size="24px" font-weight="700" line-height="1.3" color="${BRAND_DARK}">${escapeHtml(content.heading)}</mj-text>`,
    ...content.paragraphs.map((p) => text(escapeHtml(p))),
  ];
  if (content.details?.length) {
    parts.push(
      text(
        content.details
          .map((d) => `<strong>${escapeHtml(d.label)}:</strong> ${escapeHtml(d.value)}`)
          .join('<br />'),
      ),
    );
  }
  if (content.image) {
    parts.push(
      `<mj-image src="cid:${escapeHtml(content.image.cid)}" alt="${escapeHtml(content.image.alt)}" width="${content.image.width}px" padding="8px 25px" />`,
    );
  }
  for (const action of content.actions ?? []) {
    parts.push(
      `<mj-button href="${escapeHtml(action.url)}" background-color="${BRAND}" color="#ffffff" font-size="16px" font-weight="600" border-radius="6px" inner-padding="12px 24px" align="left">${escapeHtml(action.label)}</mj-button>`,
      `<mj-text font-size="13px" line-height="1.5" color="${MUTED}" padding-top="0">Or open this link: <a href="${escapeHtml(action.url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(action.url)}</a></mj-text>`,
    );
  }
  return `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(content.heading)}</mj-title>
    <mj-preview>${escapeHtml(content.preview)}</mj-preview>
    <mj-attributes><mj-all font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#eef2ff" width="600px">
    <mj-section background-color="${BRAND_DARK}" padding="20px 0" border-bottom="4px solid ${ACCENT}">
      <mj-column>
        <mj-text align="center" font-size="20px" font-weight="700" color="#ffffff"><a href="${escapeHtml(publicUrl)}" style="color:#ffffff;text-decoration:none">${escapeHtml(FORUM_NAME)}</a></mj-text>
        <mj-text align="center" font-size="13px" color="#e0e7ff" padding-top="0">${escapeHtml(INSTITUTION)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="16px 0">
      <mj-column>
        ${parts.join('\n        ')}
      </mj-column>
    </mj-section>
    <mj-section padding="12px 0">
      <mj-column>
        <mj-text align="center" font-size="12px" line-height="1.5" color="${MUTED}">${escapeHtml(content.footnote)}<br /><a href="${escapeHtml(publicUrl)}" style="color:${BRAND}">${escapeHtml(publicUrl.replace(/^https?:\/\//, ''))}</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The plain-text part: the same words, each link written out. */
function plainText(content: MailContent, publicUrl: string): string {
  const lines = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.details?.length) {
    lines.push(...content.details.map((d) => `${d.label}: ${d.value}`), '');
  }
  for (const action of content.actions ?? []) lines.push(`${action.label}:`, action.url, '');
  lines.push('--', content.footnote, `${FORUM_NAME}, ${INSTITUTION}`, publicUrl);
  return `${lines.join('\n')}\n`;
}

/**
 * MJML with its dependencies (an HTML parser, a CSS inliner, a minifier) is loaded at the first
 * message rather than at start-up: it was about a quarter of the server's start, and a site
 * without mail configured may never draw a message.
 */
let mjmlLoaded: Promise<typeof import('mjml')> | null = null;
const loadMjml = () => {
  mjmlLoaded ??= import('mjml').then((m) => m.default);
  return mjmlLoaded;
};

/** The message's HTML and plain-text parts. */
export async function renderLayout(
  content: MailContent,
  publicUrl: string,
): Promise<{ html: string; text: string }> {
  const mjml2html = await loadMjml();
  const { html, errors } = await mjml2html(mjml(content, publicUrl), { validationLevel: 'strict' });
  if (errors.length) throw new Error(`mail layout: ${errors[0].formattedMessage}`);
  return { html, text: plainText(content, publicUrl) };
}
