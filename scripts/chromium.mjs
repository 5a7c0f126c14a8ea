// The browser every browser-driven run uses (the e2e specs and npm run bench): Debian's Chromium
// at /usr/bin/chromium, or the one named by CHROME_PATH, started headless and without any of the
// background connections a closed network refuses.
import fs from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium to start, or null when there is none. */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && fs.existsSync(p)) ?? null;
}
