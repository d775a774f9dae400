/**
 * The job loop asks its pace before each job (the app server's loop gives way to visitors: src/lib/jobs/pacing.ts),
 * on the real queue: the job is claimed and still unrun while the pace holds it, and runs once the pace lets it go.
 */
import { describe, expect, it } from 'vitest'

import { readJobSettings } from '@/lib/config/jobs'
import { JOBS_QUEUE } from '@/lib/jobs/queue'
import { runJobLoop } from '@/lib/jobs/jobWorker'

import { localApi } from './helpers'

describe('the job loop’s pace', () => {
  it('holds each job, claimed and unrun, until the pace lets it go', async () => {
    const payload = await localApi()
    // A forward of a submission that does not exist: the job finds nothing to send and ends.
    const job = await payload.jobs.queue({ task: 'forwardFormSubmission', input: { submission: 2_147_000_000 }, queue: JOBS_QUEUE })
    const id = Number(job.id)
    const stateOf = async () => {
      const found = await payload.find({ collection: 'payload-jobs', where: { id: { equals: id } }, depth: 0, overrideAccess: true })
      const row = found.docs[0]
      return row ? { processing: Boolean(row.processing), completed: Boolean(row.completedAt) } : 'gone'
    }
    const seenWhileHeld: unknown[] = []
    let paced = 0
    const ran = await runJobLoop(payload, {
      queue: JOBS_QUEUE,
      settings: readJobSettings({}),
      jobIds: [id],
      pace: async () => {
        paced++
        seenWhileHeld.push(await stateOf())
        await new Promise((resolve) => setTimeout(resolve, 300))
        seenWhileHeld.push(await stateOf())
      },
    })
    expect(paced).toBe(1)
    expect(seenWhileHeld).toEqual([
      { processing: true, completed: false },
      { processing: true, completed: false },
    ])
    expect(ran).toBe(1)
    const after = await stateOf()
    expect(after === 'gone' || after.completed).toBe(true)
  })
})
