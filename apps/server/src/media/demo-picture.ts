import sharp from 'sharp';

export interface DemoPicture {
  width: number;
  height: number;
  /** The background's gradient, from the top (or the top-left corner, `diagonal`) to the bottom. */
  from: string;
  to: string;
  diagonal?: boolean;
  /** More gradients, by id, for the shapes to use. */
  defs?: string;
  /** The shapes drawn over the background. */
  body: string;
}

/**
 * A picture for demo content, drawn as SVG (a gradient background and the shapes given) and
 * turned into the PNG an admin would upload, so that no large file ships with the code.
 */
export function drawDemoPicture({
  width,
  height,
  from,
  to,
  diagonal = false,
  defs = '',
  body,
}: DemoPicture): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="${diagonal ? 1 : 0}" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>${defs}
  </defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${body}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
