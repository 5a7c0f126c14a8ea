import QRCode from 'qrcode';
import sharp from 'sharp';
import { qrPath } from '@ssf/domain/badge';
import { FORUM_NAME, INSTITUTION } from '@ssf/domain/constants';
import { drawnName, MONO, SANS, SERIF } from '../../../content/drawn-name.ts';
import { escapeXml } from '../../../content/xml.ts';

/**
 * The certificate of participation as an image, drawn by the server like the membership badge
 * (members/badge-image.ts, whose name layout and escaping it shares): the name, the event, its
 * date, the certificate id and a QR code to the public verification page.
 */

export const CERTIFICATE_WIDTH = 1200;
export const CERTIFICATE_HEIGHT = 850;

export interface CertificateImageInput {
  id: string;
  name: string;
  eventTitle: string;
  eventDate: Date;
  timeZone: string;
  verifyUrl: string;
}

/** The event's title in at most two lines of about 46 characters, cut with an ellipsis. */
function titleLines(title: string): string[] {
  const words = title.split(/\s+/);
  const lines: string[] = [''];
  for (const word of words) {
    const current = lines[lines.length - 1];
    if ((current ? `${current} ${word}` : word).length <= 46)
      lines[lines.length - 1] = current ? `${current} ${word}` : word;
    else if (lines.length < 2) lines.push(word.slice(0, 46));
    else {
      lines[1] = `${lines[1].slice(0, 44)}…`;
      break;
    }
  }
  return lines.filter(Boolean);
}

export function certificateSvg(input: CertificateImageInput): string {
  const qr = QRCode.create(input.verifyUrl, { errorCorrectionLevel: 'M' });
  const margin = 2;
  const modules = qr.modules.size + 2 * margin;
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: input.timeZone }).format(
    input.eventDate,
  );
  const name = drawnName(input.name, 300);
  const title = titleLines(input.eventTitle)
    .map(
      (line, i) =>
        `<text x="60" y="${500 + i * 40}" font-family="${SERIF}" font-size="32" font-weight="bold" fill="#111827">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CERTIFICATE_WIDTH}" height="${CERTIFICATE_HEIGHT}" viewBox="0 0 ${CERTIFICATE_WIDTH} ${CERTIFICATE_HEIGHT}">
  <rect width="${CERTIFICATE_WIDTH}" height="${CERTIFICATE_HEIGHT}" fill="#fffdf5"/>
  <rect x="16" y="16" width="${CERTIFICATE_WIDTH - 32}" height="${CERTIFICATE_HEIGHT - 32}" fill="none" stroke="#fbbf24" stroke-width="6"/>
  <rect x="30" y="30" width="${CERTIFICATE_WIDTH - 60}" height="130" fill="#1e1b4b"/>
  <text x="60" y="92" font-family="${SERIF}" font-size="40" font-weight="bold" fill="#ffffff">${escapeXml(FORUM_NAME)}</text>
  <text x="60" y="132" font-family="${SANS}" font-size="24" fill="#fcd34d">${escapeXml(INSTITUTION)}</text>
  <text x="60" y="232" font-family="${SANS}" font-size="24" font-weight="bold" letter-spacing="4" fill="#4338ca">CERTIFICATE OF PARTICIPATION</text>
  <text x="60" y="282" font-family="${SANS}" font-size="22" fill="#4b5563">This certifies that</text>
  <clipPath id="name"><rect x="0" y="290" width="800" height="140"/></clipPath>
  <g clip-path="url(#name)">${name}</g>
  <text x="60" y="455" font-family="${SANS}" font-size="22" fill="#4b5563">attended</text>
  ${title}
  <text x="60" y="620" font-family="${SANS}" font-size="26" fill="#111827">${escapeXml(date)}</text>
  <text x="60" y="740" font-family="${SANS}" font-size="18" fill="#4b5563">Certificate ID</text>
  <text x="60" y="772" font-family="${MONO}" font-size="20" fill="#111827">${escapeXml(input.id)}</text>
  <rect x="840" y="420" width="310" height="370" rx="20" fill="#eef2ff"/>
  <svg x="865" y="440" width="260" height="260" viewBox="0 0 ${modules} ${modules}" shape-rendering="crispEdges">
    <rect width="${modules}" height="${modules}" fill="#ffffff"/>
    <path d="${qrPath(qr.modules, margin)}" fill="#111827"/>
  </svg>
  <text x="995" y="750" text-anchor="middle" font-family="${SANS}" font-size="24" font-weight="bold" fill="#1e1b4b">Scan to verify</text>
</svg>`;
}

export async function renderCertificatePng(input: CertificateImageInput): Promise<Buffer> {
  return sharp(Buffer.from(certificateSvg(input)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
