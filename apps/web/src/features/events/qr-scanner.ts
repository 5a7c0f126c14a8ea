/**
 * Reading QR codes from the camera: the browser's BarcodeDetector where it exists (Android,
 * ChromeOS, macOS), else jsQR on the video's frames drawn to a canvas (desktop Linux and
 * Windows browsers, Firefox, Safari on iOS). jsQR is loaded only when the camera starts.
 */

interface Detector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** How often a frame is read: a few times a second is quick at the door and light on a phone. */
const SCAN_INTERVAL_MS = 200;
/** Frames are read at most this wide: enough for a ticket's code held up to the camera. */
const MAX_WIDTH = 640;

async function makeReader(): Promise<
  (video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>
> {
  const Native = (
    globalThis as { BarcodeDetector?: DetectorClass & { getSupportedFormats?: () => Promise<string[]> } }
  ).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats?.())?.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  return async (video, canvas) => {
    const scale = Math.min(1, MAX_WIDTH / video.videoWidth);
    const width = Math.round(video.videoWidth * scale);
    const height = Math.round(video.videoHeight * scale);
    if (!width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(video, 0, 0, width, height);
    const frame = context.getImageData(0, 0, width, height);
    return jsQR(frame.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/**
 * Starts the back camera in `video` and calls `onCode` with each code read. Answers a function
 * that stops the camera. Throws when there is no camera or the visitor refused it.
 */
export async function startScanner(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
  video.srcObject = stream;
  video.muted = true;
  video.playsInline = true;
  await video.play();
  const read = await makeReader();
  const canvas = document.createElement('canvas');
  let stopped = false;
  let busy = false;
  const timer = window.setInterval(() => {
    if (stopped || busy || video.readyState < 2) return;
    busy = true;
    read(video, canvas)
      .then((text) => {
        if (text && !stopped) onCode(text);
      })
      .catch(() => {})
      .finally(() => {
        busy = false;
      });
  }, SCAN_INTERVAL_MS);
  return () => {
    stopped = true;
    window.clearInterval(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
}

/** The ticket token a scanned code holds: the ticket link's last part, or a bare token. */
export function ticketTokenOf(text: string): string | null {
  const link = /\/events\/tickets\/([A-Za-z0-9_-]{43})(?:[/?#]|$)/.exec(text.trim());
  if (link) return link[1];
  return /^[A-Za-z0-9_-]{43}$/.test(text.trim()) ? text.trim() : null;
}
