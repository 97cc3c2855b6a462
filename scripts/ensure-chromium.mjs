// Finds Debian's Chromium for the browser tests, installing the `chromium` package when it is missing
// and we run as root; otherwise stops with a clear message. Prints the path it found.
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './debian-package.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  return ensureDebianPackage({
    name: 'chromium',
    found: () => (existsSync(CHROMIUM) ? CHROMIUM : undefined),
    byHand:
      `Chromium was not found at ${CHROMIUM}. Install Debian's package (sudo apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH, then run the tests again.',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());

/** The flags every headless Chromium here runs with: the scripts', and Playwright's (playwright.config.ts). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
