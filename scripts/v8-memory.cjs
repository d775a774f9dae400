/**
 * Preloaded into every app server beside the front door (`NODE_OPTIONS=--require …/v8-memory.cjs`: scripts/lib.ts
 * appServerEnv, so `npm start`, the tests and the bench; the standalone server: scripts/standalone.sh).
 *
 * V8 favours memory over speed (`--optimize-for-size`): its heap grows in smaller steps, is collected and compacted
 * sooner, and code not run lately is dropped sooner. What an editor's admin screens load stays loaded otherwise: the
 * bench-like server held 327 MB after the hostile-request suite and 144 admin screens, 281–283 MB with it. Its price
 * (docs/performance.md): visitors' writes at 700–850/s in a fresh server's first minute (1,300–1,600 without it),
 * gzip pages up to 15% slower, and in one bench run publish → visible under writes p95 1,012 ms (budget 1,000). Node refuses the flag in NODE_OPTIONS, so it is set
 * here, before the app loads.
 *
 * A development server (`next dev` and the server it forks) keeps V8's default: its compiles are the developer's wait.
 * `APP_SERVER_OPTIMIZE_FOR=speed` keeps it anywhere (a machine with memory to spare and bursts of writes at start).
 */
'use strict'

const developing = process.env.NODE_ENV === 'development' || process.argv.slice(2).includes('dev')
if (!developing && process.env.APP_SERVER_OPTIMIZE_FOR !== 'speed') require('node:v8').setFlagsFromString('--optimize-for-size')
