/**
 * Browser tests against the real production build and server (dist/), with the
 * embedded content service. Chromium is Debian's (/usr/bin/chromium): Playwright's
 * own browser download does not work on these machines.
 */
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4179);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI absorbs a noisy machine; a retried test is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // Pictures are compared on the same Chromium and fonts everywhere; a few stray pixels of
    // antialiasing are allowed, a moved or collapsed control is not.
    toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Baselines beside the tests, one per picture, with no platform in the name (one platform is used).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'browser' }],
  webServer: {
    // The real server binary, so the process Playwright stops is the server itself.
    command: 'node dist/server/start.js',
    // SITE_URL as the build saw it (its default, unless set): the server warns when it is unset.
    env: { PORT: String(PORT), HOST: '127.0.0.1', SITE_URL: process.env.SITE_URL ?? 'http://localhost:4173' },
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
