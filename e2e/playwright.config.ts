import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Where the server writes mail (password resets) during the run; tests read it. */
export const E2E_OUTBOX = path.join(os.tmpdir(), `epoch-atlas-e2e-outbox-${process.env.E2E_RUN_ID ?? (process.env.E2E_RUN_ID = String(process.pid))}`);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`;

/**
 * The e2e suite drives the production build (`npm run build` first) served by the real server on
 * a throwaway embedded PostgreSQL that is seeded with the curated dataset and deleted afterwards.
 */
export default defineConfig({
  testDir: './tests',
  // One folder per port: two runs at once (different E2E_PORT) must not wipe each other's traces.
  outputDir: `test-results/port-${PORT}`,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // Returning visitors by default: the first-visit guide is tested on its own with empty storage.
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'hasVisitedBefore', value: 'true' }] }] },
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    // No trace by default: recording one (DOM snapshots and screencast frames of a software-drawn
    // map) cost about 14% of the suite's time, for every test, to keep it for the rare failure.
    // A failure still leaves its screenshot and page snapshot; rerun it with --trace on for more.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../graphql-api/dist/main.js',
        url: `${baseURL}/healthz`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        env: {
          NODE_ENV: 'test',
          PORT: String(PORT),
          EMBEDDED_PG_DIR: path.join(os.tmpdir(), `epoch-atlas-e2e-${process.pid}`, 'postgres'),
          EMBEDDED_PG_PORT: '0',
          EMBEDDED_PG_EPHEMERAL: 'true',
          SESSION_SECRET: 'e2e-session-secret-not-for-production',
          MAIL_OUTBOX_DIR: E2E_OUTBOX,
          // Under a dot folder, as the default .data/media is: static file serving refused such paths once.
          MEDIA_DIR: path.join(os.tmpdir(), `epoch-atlas-e2e-${process.pid}`, '.data', 'media'),
          ADMIN_EMAILS: 'admin@e2e.example.org',
          // Every test signs up and in from 127.0.0.1; the limits (10 sign-ups an hour per address)
          // stay on, counted as usual, but 20 times higher so the suite fits in them.
          RATE_LIMIT_FACTOR: '20',
        },
      },
});
