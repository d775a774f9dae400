/**
 * The job board's departments listing (Greenhouse's Job Board API:
 * GET …/boards/{board}/departments, {departments:[{name, jobs:[…]}]}), mapped to our records.
 */
import { parseJobBoard, type JobDepartment } from './careers'
import type { JobBoardConfig } from '../config'

export type { JobBoardConfig }

export async function fetchJobBoard(config: JobBoardConfig, fetchImpl: typeof fetch = fetch): Promise<JobDepartment[]> {
  const response = await fetchImpl(config.url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(config.timeoutMs) })
  if (!response.ok) throw new Error(`The job board answered ${response.status}`)
  return parseJobBoard(await response.json())
}
