/**
 * Preloaded into every app server beside the front door (`NODE_OPTIONS=--require …/v8-memory.cjs`: scripts/lib.ts
 * appServerEnv, so `npm start`, the tests and the bench; the standalone server: scripts/standalone.sh).
 *
 * V8 favours memory over speed (`--optimize-for-size`): its heap grows in smaller steps, is collected and compacted
 * sooner, and code not run lately is dropped sooner. What an editor's admin screens load stays loaded otherwise: the
 * bench-like server held 327 MB after the hostile-request suite and 144 admin screens, 281–291 MB with it. Its price
 * (docs/performance.md) is the render a publish waits for: publish → visible under visitors' writes p50 330–560 ms
 * against 200–270 ms without it, the writes beside it at about half their rate; on a slower machine, also visitors'
 * writes in a fresh server's first minute. Node refuses the flag in NODE_OPTIONS, so it is set here, before the app
 * loads.
 *
 * A development server (`next dev` and the server it forks) keeps V8's default: its compiles are the developer's wait.
 * `APP_SERVER_OPTIMIZE_FOR=speed` keeps it anywhere (a machine with memory to spare and bursts of writes at start).
 */
'use strict'

const MODES = ['size', 'speed']

/**
 * What this process gets: `size`, or `speed` (V8's default). A value that is neither is a mistake worth refusing to
 * start over (a typo would otherwise silently mean size), as the front door does for TRUSTED_PROXY_HOPS.
 */
function v8MemoryMode(env, argv) {
  const asked = env.APP_SERVER_OPTIMIZE_FOR
  if (asked !== undefined && asked !== '' && !MODES.includes(asked)) {
    throw new Error(`APP_SERVER_OPTIMIZE_FOR must be ${MODES.map((mode) => `"${mode}"`).join(' or ')}, not "${asked}"`)
  }
  const developing = env.NODE_ENV === 'development' || argv.slice(2).includes('dev')
  return developing || asked === 'speed' ? 'speed' : 'size'
}

const mode = v8MemoryMode(process.env, process.argv)
if (mode === 'size') require('node:v8').setFlagsFromString('--optimize-for-size')
// V8 does not tell JavaScript its flags: the decision is kept where a test (tests/unit/appServerEnv.test.ts) reads it.
globalThis[Symbol.for('ostra.v8MemoryMode')] = mode
