import fs from 'node:fs'

import { defineConfig } from '@playwright/test'

// Debian's chromium: playwright's own browser download is not reachable from this machine.
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json']],
  // A folder of its own: playwright empties its output folder, and test-results/ also holds the other reports.
  outputDir: 'test-results/playwright',
  use: {
    baseURL: process.env.SITE_URL ?? 'http://localhost:3000',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
})
