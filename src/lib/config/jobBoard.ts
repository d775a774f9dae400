/** The job board's departments listing (/careers); without JOB_BOARD_URL the seeded roles show. */
import { address, parseVariables, wholeNumber, type EnvSource } from './parse'

export type JobBoardConfig = { url: string; timeoutMs: number }

export function readJobBoard(source: EnvSource): JobBoardConfig | undefined {
  const vars = parseVariables({ JOB_BOARD_URL: address(), JOB_BOARD_TIMEOUT_MS: wholeNumber(5000, { min: 1, unit: 'milliseconds' }) }, source)
  return vars.JOB_BOARD_URL ? { url: vars.JOB_BOARD_URL, timeoutMs: vars.JOB_BOARD_TIMEOUT_MS } : undefined
}
