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

import { run, treeMemory } from '../scripts/lib'

/** The tree's resident memory after one stage: RSS, PSS, and PSS by process name (`postgres ×12 40`). */
type MemoryStage = { stage: string; rssMB: number; pssMB: number; processes: string }

function measure(stage: string, pid: number): MemoryStage {
  const processes = treeMemory(pid)
  const MB = (bytes: number) => Math.round(bytes / 1024 / 1024)
  const byName = new Map<string, { count: number; pss: number }>()
  for (const { name, pssBytes } of processes) {
    const entry = byName.get(name) ?? { count: 0, pss: 0 }
    byName.set(name, { count: entry.count + 1, pss: entry.pss + pssBytes })
  }
  return {
    stage,
    rssMB: MB(processes.reduce((sum, process) => sum + process.rssBytes, 0)),
    pssMB: MB(processes.reduce((sum, process) => sum + process.pssBytes, 0)),
    processes: [...byName].map(([name, { count, pss }]) => `${name}${count > 1 ? ` ×${count}` : ''} ${MB(pss)}`).join(', '),
  }
}

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
  const stages: MemoryStage[] = [measure('before the mix', pid)]
  const hostile = await run(['vitest', 'run', 'tests/api/hostileRequests.test.ts', '--project', 'api'], {
    ...env,
    SITE_URL: site,
    PAYLOAD_ADMIN_EMAIL: credentials.email,
    PAYLOAD_ADMIN_PASSWORD: credentials.password,
  })
  stages.push(measure(`after the hostile-request suite (${hostile === 0 ? 'passed' : 'FAILED'})`, pid))
  const screens = await editorSession(site, credentials)
  stages.push(measure(`after an editor's admin session (${screens} screens in ${ADMIN_ROUNDS} rounds)`, pid))
  return stages
}

// Alone: tsx bench/memoryMix.ts <site> <pid>
if (process.argv[1]?.endsWith('memoryMix.ts') && process.argv.length >= 4) {
  const [site, pid] = process.argv.slice(2)
  const credentials = { email: process.env.PAYLOAD_ADMIN_EMAIL ?? 'admin@ostra.local', password: process.env.PAYLOAD_ADMIN_PASSWORD ?? 'ostra-admin-dev' }
  const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined))
  memoryMix(site, Number(pid), env, credentials).then(
    (stages) => {
      for (const { stage, rssMB, pssMB, processes } of stages) console.log(`${stage}: RSS ${rssMB} MB, PSS ${pssMB} MB (${processes})`)
      process.exit(0)
    },
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
