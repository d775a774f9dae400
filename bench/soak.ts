/**
 * `npm run bench -- --soak [--minutes N]` (issue 34, item 5): mixed traffic for 30 minutes (or N) against the
 * bench's production start, the server's resident memory sampled every 30 s, and the curve printed with its trend.
 * The mix, each at a steady rate so that it is traffic and not a stress test: the bench's pages and every address of
 * the sitemap; addresses that do not exist; subscription writes; the public API's reads; and hostile requests (bad
 * JSON, wrong types, oversized and malformed queries) on the endpoints. The admin's screens are the memory mix's
 * (bench/memoryMix.ts): a browser for 30 minutes would measure the browser.
 */
import autocannon from 'autocannon'

import { treeRssBytes } from '../scripts/lib'

export type MemorySample = { minute: number; rssMB: number }

/** The budget: resident memory may not climb faster than this over the run's second half (MB per 10 minutes). */
export const SOAK_GROWTH_BUDGET_MB_PER_10_MIN = 5
export const SOAK_SAMPLE_SECONDS = 30

/**
 * How fast memory still climbs once the server has warmed up: the least-squares slope of the samples in the run's
 * second half, in MB per 10 minutes (the first half fills the caches, which are bounded). Undefined with fewer than
 * three samples there.
 */
export function growthPerTenMinutes(samples: readonly MemorySample[]): number | undefined {
  if (samples.length === 0) return undefined
  const end = samples[samples.length - 1].minute
  const later = samples.filter((s) => s.minute >= end / 2)
  if (later.length < 3) return undefined
  const meanX = later.reduce((sum, s) => sum + s.minute, 0) / later.length
  const meanY = later.reduce((sum, s) => sum + s.rssMB, 0) / later.length
  const covariance = later.reduce((sum, s) => sum + (s.minute - meanX) * (s.rssMB - meanY), 0)
  const variance = later.reduce((sum, s) => sum + (s.minute - meanX) ** 2, 0)
  return variance === 0 ? undefined : (covariance / variance) * 10
}

/** The curve as one line per sample, with a bar, for the results file. */
export function memoryCurve(samples: readonly MemorySample[]): string[] {
  const top = Math.max(...samples.map((s) => s.rssMB), 1)
  return samples.map(
    (s) => `${s.minute.toFixed(1).padStart(5)} min ${String(Math.round(s.rssMB)).padStart(5)} MB ${'█'.repeat(Math.round((s.rssMB / top) * 40))}`,
  )
}

type Mix = { name: string; rate: number; connections: number; request: (n: number) => { method: 'GET' | 'POST'; path: string; body?: string } }

const HOSTILE: ((n: number) => { method: 'GET' | 'POST'; path: string; body?: string })[] = [
  () => ({ method: 'POST', path: '/api/release-notes-subscription', body: '{"email": ' }),
  (n) => ({ method: 'POST', path: '/api/subprocessor-subscription', body: JSON.stringify({ email: { $ne: n } }) }),
  (n) => ({ method: 'POST', path: '/api/forms/contact-sales', body: JSON.stringify({ email: 'x'.repeat(300 + (n % 50)), data: [n] }) }),
  (n) => ({ method: 'GET', path: `/api/resources?category=${'%'.repeat(n % 7)}&page=-${n}` }),
  (n) => ({ method: 'GET', path: `/api/pricing/get-pricing-tables-data?product=messaging&country=${'Z'.repeat(1 + (n % 40))}&page=1e9` }),
  (n) => ({ method: 'GET', path: `/api/navigation?v=${'a'.repeat(n % 300)}` }),
  (n) => ({ method: 'GET', path: `/resources?page=${n}&q=%ZZ${n}` }),
]

/** Runs the mix against `site` for `minutes`, sampling the memory of the process tree `pid`. */
export async function soak(site: string, pid: number, paths: readonly string[], minutes: number, onSample: (sample: MemorySample) => void) {
  const samples: MemorySample[] = []
  const started = Date.now()
  const sample = () => {
    const taken = { minute: (Date.now() - started) / 60_000, rssMB: treeRssBytes(pid) / 1024 / 1024 }
    samples.push(taken)
    onSample(taken)
  }
  const runId = Date.now().toString(36)
  const mixes: Mix[] = [
    { name: 'pages', rate: 120, connections: 4, request: (n) => ({ method: 'GET', path: paths[n % paths.length] }) },
    { name: 'missing', rate: 15, connections: 1, request: (n) => ({ method: 'GET', path: `/no-such-page-${runId}-${n}` }) },
    {
      name: 'writes',
      rate: 15,
      connections: 1,
      request: (n) => ({ method: 'POST', path: '/api/release-notes-subscription', body: JSON.stringify({ email: `soak-${runId}-${n}@ostra-bench.example` }) }),
    },
    {
      name: 'reads',
      rate: 20,
      connections: 1,
      request: (n) => ({
        method: 'GET',
        path: ['/api/resources?category=iot', '/api/pricing/get-pricing-tables-data?product=messaging&country=US', '/api/navigation'][n % 3],
      }),
    },
    { name: 'hostile', rate: 20, connections: 1, request: (n) => HOSTILE[n % HOSTILE.length](n) },
  ]
  sample()
  const timer = setInterval(sample, SOAK_SAMPLE_SECONDS * 1000)
  try {
    const results = await Promise.all(
      mixes.map((mix) => {
        let n = 0
        return autocannon({
          url: site,
          connections: mix.connections,
          overallRate: mix.rate,
          duration: minutes * 60,
          requests: [
            {
              setupRequest: (request) => {
                const next = mix.request(n++)
                return {
                  ...request,
                  method: next.method,
                  path: next.path,
                  body: next.body,
                  headers: {
                    ...request.headers,
                    ...(next.body ? { 'content-type': 'application/json' } : {}),
                    'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}`,
                  },
                }
              },
            },
          ],
        }).then((result) => ({ name: mix.name, requests: result.requests.total, s5xx: result['5xx'], errors: result.errors }))
      }),
    )
    clearInterval(timer)
    // The last one, unless the interval has just taken it.
    if (Date.now() - started - samples[samples.length - 1].minute * 60_000 > 5_000) sample()
    return { samples, results }
  } finally {
    clearInterval(timer)
  }
}
