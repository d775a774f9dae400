/**
 * The open roles /careers lists: the configured job board's, read once per
 * revalidation (tag `job-board`), or the seeded list without a board or when
 * it fails.
 */
import { SEEDED_DEPARTMENTS, type JobDepartment } from './careers'
import { env } from '../config/data'
import { fetchJobBoard, type JobBoardConfig } from './jobBoard'
import { reportError } from '../monitoring'
import { cached } from '../pages/data'

/** Expires the cached job board answer (revalidateTag). */
export const JOB_BOARD_TAG = 'job-board'

export type JobListing = { departments: JobDepartment[]; source: 'job-board' | 'seeded' }

// Keyed by the config, so a changed JOB_BOARD_URL never serves another board's roles.
const readJobBoard = cached(
  'job-board',
  (config: JobBoardConfig) => fetchJobBoard(config),
  () => [JOB_BOARD_TAG],
)

export async function getJobDepartments(): Promise<JobListing> {
  const config = env.jobBoard
  if (!config) return { departments: SEEDED_DEPARTMENTS, source: 'seeded' }
  // Failures are not cached (the fallback is chosen outside the cache), so the next render retries the board.
  try {
    return { departments: await readJobBoard(config), source: 'job-board' }
  } catch (error) {
    reportError(error, { url: config.url })
    return { departments: SEEDED_DEPARTMENTS, source: 'seeded' }
  }
}
