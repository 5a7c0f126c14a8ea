import type { APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';

/** A small cover picture for events made through the API. */
async function coverPng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 180, channels: 3, background: '#312e81' } })
    .png()
    .toBuffer();
}

/** An upcoming event taking registrations, made through the admin API; answers its id. */
export async function createRegistrationEvent(
  adminRequest: APIRequestContext,
  title: string,
  registration: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await adminRequest.post('/api/v1/events/create', {
    headers,
    multipart: {
      title,
      description: '<p>A talk with questions afterwards.</p>',
      eventType: 'upcoming',
      eventDate: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
      registrationEnabled: 'true',
      capacity: '5',
      ...registration,
      coverImage: { name: 'cover.png', mimeType: 'image/png', buffer: await coverPng() },
    },
  });
  if (!res.ok()) throw new Error(`Creating the event failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { event: { _id: string } }).event._id;
}

/** Registers someone through the API; answers the ticket's token. */
export async function registerThroughApi(
  request: APIRequestContext,
  eventId: string,
  person: { name: string; email: string },
): Promise<string> {
  const res = await request.post(`/api/v1/events/${eventId}/register`, { data: person });
  if (res.status() !== 201) throw new Error(`Registering failed: ${res.status()} ${await res.text()}`);
  const { ticketUrl } = (await res.json()) as { ticketUrl: string };
  return ticketUrl.split('/events/tickets/')[1];
}

/** The text a QR code in a PNG holds, read as a phone's scanner would (null when none is found). */
export async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/**
 * A video of a QR code as a YUV4MPEG2 file, the format Chromium's fake camera plays
 * (--use-file-for-fake-video-capture): a text header, then frames of 4:2:0 planes, each a FRAME
 * line, the luma plane and two quarter-size chroma planes. The code is grey on white, so the
 * chroma planes are neutral (128).
 */
export async function qrVideo(png: Buffer, frames = 10): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const luma = await sharp(png)
    .resize(400, 400, { fit: 'contain', background: '#ffffff' })
    .extend({ top: 40, bottom: 40, left: 120, right: 120, background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer();
  if (luma.length !== width * height) throw new Error(`Unexpected frame size ${luma.length}`);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}
