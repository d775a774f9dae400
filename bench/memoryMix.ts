/**
 * The server's memory after what an attacker and an editor do to it (issue 29): the hostile-request suite
 * (tests/api/hostileRequests.test.ts, over 10 000 requests on every route family) against the server, then
 * an editor's session in Chromium that opens every screen of the admin's navigation and the first document
 * of each collection, three times. Resident memory of the server's process tree after each part.
 *
 * Run by `npm run bench`; alone against any running server (the README's `npm start`, for one):
 *   tsx bench/memoryMix.ts <site URL> <pid of the process tree to measure>
 * with DATABASE_URL, PAYLOAD_SECRET and, for a production start, PAYLOAD_ADMIN_EMAIL/PASSWORD in the environment.
 */
import { chromium } from '@playwright/test'

import { run, treeRssBytes } from '../scripts/lib'

type MemoryStage = { stage: string; rssMB: number }

const ADMIN_ROUNDS = 3

async function editorSession(site: string, credentials: { email: string; password: string }): Promise<number> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  let screens = 0
  try {
    const context = await browser.newContext({ baseURL: site })
    const signedIn = await context.request.post('/api/users/login', { data: credentials })
    if (!signedIn.ok()) throw new Error(`signing in as ${credentials.email} answered ${signedIn.status()}`)
    const page = await context.newPage()
    for (let round = 0; round < ADMIN_ROUNDS; round++) {
      await page.goto('/admin', { waitUntil: 'networkidle' })
      const links = await page.$$eval('a[href^="/admin/collections/"], a[href^="/admin/globals/"]', (anchors) => [
        ...new Set(anchors.map((anchor) => anchor.getAttribute('href') ?? '').filter((href) => /^\/admin\/(collections|globals)\/[^/]+$/.test(href))),
      ])
      for (const link of links) {
        await page.goto(link, { waitUntil: 'networkidle' })
        screens++
        if (!link.startsWith('/admin/collections/')) continue
        // The first document of the list, as an editor opens one.
        const first = await page.$eval('table tbody tr a[href^="/admin/collections/"]', (anchor) => anchor.getAttribute('href')).catch(() => null)
        if (first) {
          await page.goto(first, { waitUntil: 'networkidle' })
          screens++
        }
      }
    }
  } finally {
    await browser.close()
  }
  return screens
}

export async function memoryMix(
  site: string,
  pid: number,
  env: Record<string, string>,
  credentials: { email: string; password: string },
): Promise<MemoryStage[]> {
  const rssMB = () => Math.round(treeRssBytes(pid) / 1024 / 1024)
  const stages: MemoryStage[] = [{ stage: 'before the mix', rssMB: rssMB() }]
  const hostile = await run(['vitest', 'run', 'tests/api/hostileRequests.test.ts', '--project', 'api'], {
    ...env,
    SITE_URL: site,
    PAYLOAD_ADMIN_EMAIL: credentials.email,
    PAYLOAD_ADMIN_PASSWORD: credentials.password,
  })
  stages.push({ stage: `after the hostile-request suite (${hostile === 0 ? 'passed' : 'FAILED'})`, rssMB: rssMB() })
  const screens = await editorSession(site, credentials)
  stages.push({ stage: `after an editor's admin session (${screens} screens in ${ADMIN_ROUNDS} rounds)`, rssMB: rssMB() })
  return stages
}

// Alone: tsx bench/memoryMix.ts <site> <pid>
if (process.argv[1]?.endsWith('memoryMix.ts') && process.argv.length >= 4) {
  const [site, pid] = process.argv.slice(2)
  const credentials = { email: process.env.PAYLOAD_ADMIN_EMAIL ?? 'admin@ostra.local', password: process.env.PAYLOAD_ADMIN_PASSWORD ?? 'ostra-admin-dev' }
  const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined))
  memoryMix(site, Number(pid), env, credentials).then(
    (stages) => {
      for (const { stage, rssMB } of stages) console.log(`${stage}: ${rssMB} MB`)
      process.exit(0)
    },
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
