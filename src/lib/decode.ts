/**
 * `decodeURIComponent` that never throws: a malformed escape ("%E0", a lone surrogate) sent in a
 * path, cookie or query yields undefined, so callers treat it as "no such value" instead of failing
 * the request with a 500.
 */
export function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}
