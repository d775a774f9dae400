/**
 * Parsing helpers shared by the configuration modules: each variable is a zod schema that turns
 * the raw string (blank counts as unset) into a typed value, or reports what is wrong with it.
 * Leaf module: imports nothing of the app.
 */
import { z } from 'zod'

/** The environment as read: `process.env` at start, a plain record in tests. */
export type EnvSource = Readonly<Record<string, string | undefined>>

/** Every invalid variable of a start, one line each ("JOBS_LEASE_SECONDS must be …, got "abc""). */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`)
    this.name = 'ConfigError'
  }
}

const got = (value: string) => `got ${JSON.stringify(value)}`

/** Unset, empty or blank → undefined; otherwise the value trimmed. */
const raw = z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined), z.string().optional())

/** Plain text (a key, a name, an id); undefined when unset. */
export const text = () => raw

/** A whole number ≥ `min` (0 unless given), `fallback` when unset. */
export function wholeNumber(fallback: number, { min = 0, unit }: { min?: number; unit?: string } = {}) {
  const what = `a whole number${unit ? ` of ${unit}` : ''} ≥ ${min}`
  return raw.transform((value, ctx) => {
    if (value === undefined) return fallback
    const n = Number(value)
    if (/^\d+$/.test(value) && Number.isSafeInteger(n) && n >= min) return n
    ctx.addIssue({ code: 'custom', message: `must be ${what}, ${got(value)}` })
    return z.NEVER
  })
}

/** An absolute address with one of the given protocols (http and https unless given); undefined when unset. */
export function address(protocols: readonly string[] = ['http:', 'https:']) {
  return raw.transform((value, ctx) => {
    if (value === undefined) return undefined
    if (URL.canParse(value) && protocols.includes(new URL(value).protocol)) return value
    ctx.addIssue({ code: 'custom', message: `must be an absolute ${protocols.map((p) => p.slice(0, -1)).join(' or ')} address, ${got(value)}` })
    return z.NEVER
  })
}

/** `true` or `false`; `fallback` when unset. */
export function flag(fallback = false) {
  return raw.transform((value, ctx) => {
    if (value === undefined) return fallback
    if (value === 'true' || value === 'false') return value === 'true'
    ctx.addIssue({ code: 'custom', message: `must be true or false, ${got(value)}` })
    return z.NEVER
  })
}

/** One of the given words; undefined when unset. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return raw.transform((value, ctx): T[number] | undefined => {
    if (value === undefined || values.includes(value)) return value
    ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}, ${got(value)}` })
    return z.NEVER
  })
}

/** A comma-separated list, blanks dropped; empty when unset. */
export const list = () =>
  raw.transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

/** A value that must match `pattern`, described as `what` in the error; undefined when unset. */
export function matching(pattern: RegExp, what: string) {
  return raw.transform((value, ctx) => {
    if (value === undefined || pattern.test(value)) return value
    ctx.addIssue({ code: 'custom', message: `must be ${what}, ${got(value)}` })
    return z.NEVER
  })
}

/** Parses the variables a concern reads; throws a ConfigError naming every invalid one. */
export function parseVariables<S extends z.ZodRawShape>(shape: S, source: EnvSource): z.output<z.ZodObject<S>> {
  const result = z.object(shape).safeParse(source)
  if (result.success) return result.data
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`))
}

/** Drops a trailing slash (or several) from an address. */
export const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '')

/** The common shape of an outside HTTP service: its address, its key and how long to wait. */
export type ServiceConfig = { url: string; apiKey: string; timeoutMs: number }

/**
 * An outside service configured by an address, a key and a timeout: on when both address and key are
 * set, off (undefined) otherwise; set values are checked either way.
 */
export function readService(source: EnvSource, names: { url: string; apiKey: string; timeoutMs: string }, timeoutMs: number): ServiceConfig | undefined {
  const vars = parseVariables(
    { [names.url]: address(), [names.apiKey]: text(), [names.timeoutMs]: wholeNumber(timeoutMs, { min: 1, unit: 'milliseconds' }) },
    source,
  )
  const url = vars[names.url] as string | undefined
  const apiKey = vars[names.apiKey] as string | undefined
  return url && apiKey ? { url, apiKey, timeoutMs: vars[names.timeoutMs] as number } : undefined
}
