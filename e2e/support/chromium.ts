import { chromium } from '@playwright/test';
import fs from 'node:fs';

/**
 * Nothing may download a browser here, so the tests drive a Chromium that is already installed:
 * CHROMIUM_PATH, else Debian's /usr/bin/chromium (what .ci/run installs), else Playwright's own.
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) {
    if (!fs.existsSync(process.env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
    return process.env.CHROMIUM_PATH;
  }
  const system = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
  if (system) return system;
  if (fs.existsSync(chromium.executablePath())) return undefined; // Playwright's own browser
  throw new Error(
    'No Chromium for the e2e tests. Install one: `sudo apt-get install chromium` (Debian/Ubuntu), ' +
      'or `npx playwright install chromium` where downloads are allowed, or set CHROMIUM_PATH.',
  );
}

/**
 * The machine's network is closed: background networking would fail noisily. WebGL comes from
 * SwiftShader/ANGLE in software, which is enough for deck.gl and MapLibre.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--ignore-gpu-blocklist',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
];
