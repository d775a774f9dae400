/** Whether a fetch failed because its AbortSignal.timeout fired (or it was aborted). */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
}
