import fs from 'node:fs'

import { defineConfig } from '@playwright/test'

// Debian's chromium: playwright's own browser download is not reachable from this machine.
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

const baseURL = process.env.SITE_URL ?? 'http://localhost:3000'

/**
 * Visitors in the tests have already answered the cookie banner (necessary
 * cookies only), so it does not cover what they click; the consent tests
 * start from an empty state instead.
 */
const decidedConsent = ['OptanonAlertBoxClosed', 'OptanonConsent'].map((name) => ({
  name,
  value: encodeURIComponent(name === 'OptanonConsent' ? 'groups=necessary:1,performance:0,functional:0,targeting:0' : new Date().toISOString()),
  domain: new URL(baseURL).hostname,
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
}))

export default defineConfig({
  testDir: 'tests/e2e',
  // The editor signs in once per run (tests/e2e/globalSetup.ts).
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json']],
  // A folder of its own: playwright empties its output folder, and test-results/ also holds the other reports.
  outputDir: 'test-results/playwright',
  use: {
    baseURL,
    storageState: { cookies: decidedConsent, origins: [] },
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
})
