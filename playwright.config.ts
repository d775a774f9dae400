import fs from 'node:fs'

import { defineConfig } from '@playwright/test'

import { ADMIN_PROJECT, ADMIN_SPEC_FILES, SITE_PROJECT } from './tests/e2e/projects'

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
  // The CI machine runs two browsers, the app server and PostgreSQL on two cores (load average 6 in the browser phase):
  // the admin took more than playwright's 5 s default to draw a row added a moment before, a rates table to follow a
  // country chosen before hydration (three fresh-clone runs, session 18). A bound for a loaded machine, not a retry:
  // a test that would pass waits no longer, one that fails fails 5 s later.
  expect: { timeout: 10_000 },
  // The visitor's specs two at a time, the admin's one at a time (tests/e2e/projects.ts says why).
  projects: [
    // Each its own output folder: playwright empties a project's folder when it runs, and scripts/test.ts runs them in turn.
    { name: SITE_PROJECT, testIgnore: ADMIN_SPEC_FILES, outputDir: `test-results/playwright/${SITE_PROJECT}` },
    {
      name: ADMIN_PROJECT,
      testMatch: ADMIN_SPEC_FILES,
      workers: 1,
      outputDir: `test-results/playwright/${ADMIN_PROJECT}`,
      // An admin test runs for minutes: a click or fill that cannot happen fails naming its locator within a minute,
      // instead of waiting out the test with nothing said of where it stood (the newcomer's walk, a fresh clone's CI).
      use: { actionTimeout: 60_000 },
    },
  ],
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
