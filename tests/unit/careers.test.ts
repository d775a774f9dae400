import { beforeEach, describe, expect, it, vi } from 'vitest'

import { parseJobBoard, SEEDED_DEPARTMENTS, sortDepartments } from '@/lib/content/careers'
import { env } from '@/lib/config/data'
import { fetchJobBoard } from '@/lib/content/jobBoard'
import { getJobDepartments } from '@/lib/content/careersReads'
import { addErrorReporter, type ErrorContext } from '@/lib/monitoring/reportError'
import type * as CachedModule from '@/lib/pages/cached'

// The loader's cache is Next's; here it calls straight through (and the Payload config never loads).
vi.mock('@/lib/pages/cached', async (importOriginal) => ({
  ...(await importOriginal<typeof CachedModule>()),
  cached: <A extends unknown[], R>(_key: string, fn: (...args: A) => Promise<R>) => fn,
}))

const job = (id: number, title: string, location = 'Remote', url = `https://boards.greenhouse.io/ostra/jobs/${id}`) => ({
  id,
  internal_job_id: id + 1000,
  title,
  location: { name: location },
  absolute_url: url,
  updated_at: '2026-01-12T09:30:00-05:00',
  metadata: null,
})

const board = {
  departments: [
    {
      id: 2,
      name: 'Sales',
      parent_id: null,
      child_ids: [],
      jobs: [job(21, 'Solutions Engineer', 'Toronto, Canada'), job(22, 'Account Executive', 'London, UK')],
    },
    { id: 1, name: 'Engineering', parent_id: null, child_ids: [], jobs: [job(11, 'Site Reliability Engineer')] },
  ],
}

describe('parseJobBoard', () => {
  it("maps Greenhouse's departments listing to our departments and jobs", () => {
    expect(parseJobBoard(board)).toEqual([
      {
        id: '1',
        name: 'Engineering',
        jobs: [
          {
            id: '11',
            title: 'Site Reliability Engineer',
            location: 'Remote',
            url: 'https://boards.greenhouse.io/ostra/jobs/11',
            updatedAt: '2026-01-12T09:30:00-05:00',
          },
        ],
      },
      {
        id: '2',
        name: 'Sales',
        jobs: [
          {
            id: '22',
            title: 'Account Executive',
            location: 'London, UK',
            url: 'https://boards.greenhouse.io/ostra/jobs/22',
            updatedAt: '2026-01-12T09:30:00-05:00',
          },
          {
            id: '21',
            title: 'Solutions Engineer',
            location: 'Toronto, Canada',
            url: 'https://boards.greenhouse.io/ostra/jobs/21',
            updatedAt: '2026-01-12T09:30:00-05:00',
          },
        ],
      },
    ])
  })

  it('rejects an answer that is not a departments listing', () => {
    for (const malformed of [
      null,
      'oops',
      [],
      {},
      { departments: 'none' },
      { departments: [{ id: 1, jobs: [] }] },
      { departments: [{ id: 1, name: 'Sales', jobs: 'none' }] },
      { departments: [{ id: 1, name: 'Sales', jobs: [null] }] },
    ]) {
      expect(() => parseJobBoard(malformed), JSON.stringify(malformed)).toThrow(/unexpected shape/)
    }
  })

  it('answers no departments for an empty board, and drops departments without (usable) jobs', () => {
    expect(parseJobBoard({ departments: [] })).toEqual([])
    expect(
      parseJobBoard({
        departments: [
          { id: 0, name: 'No Department', jobs: [] },
          { id: 3, name: 'Legal', jobs: null },
          { id: 4, name: 'Finance' },
          { id: 5, name: 'Product', jobs: [{ id: 51, title: 'Product Designer' }] },
        ],
      }),
    ).toEqual([])
  })

  it('drops jobs without a title or an http(s) address, keeps those without a location', () => {
    const [department] = parseJobBoard({
      departments: [
        {
          id: 1,
          name: 'Engineering',
          jobs: [
            job(1, '  '),
            { id: 2, title: 'No address', absolute_url: null },
            job(3, 'Script address', 'Remote', 'javascript:alert(1)'),
            job(4, 'Relative address', 'Remote', '/jobs/4'),
            { id: 5, title: 'Voice Engineer', absolute_url: 'https://boards.greenhouse.io/ostra/jobs/5', location: null },
          ],
        },
      ],
    })
    expect(department.jobs).toEqual([{ id: '5', title: 'Voice Engineer', url: 'https://boards.greenhouse.io/ostra/jobs/5' }])
  })

  it('sorts departments by name and jobs by title, ignoring case, numbers in order, then by location', () => {
    const parsed = parseJobBoard({
      departments: [
        { id: 1, name: 'network operations', jobs: [job(1, 'NOC Engineer')] },
        {
          id: 2,
          name: 'Engineering',
          jobs: [job(2, 'Engineer 10'), job(3, 'engineer 2'), job(4, 'Backend Engineer', 'Toronto'), job(5, 'Backend Engineer', 'Lisbon')],
        },
        { id: 3, name: 'Customer Success', jobs: [job(6, 'Support Engineer')] },
      ],
    })
    expect(parsed.map((d) => d.name)).toEqual(['Customer Success', 'Engineering', 'network operations'])
    expect(parsed[1].jobs.map((j) => `${j.title} / ${j.location}`)).toEqual([
      'Backend Engineer / Lisbon',
      'Backend Engineer / Toronto',
      'engineer 2 / Remote',
      'Engineer 10 / Remote',
    ])
  })
})

describe('SEEDED_DEPARTMENTS', () => {
  it('is a realistic, display-ready list: sorted, no empty departments, distinct roles on the hosted job board (jobs.ostra.com)', () => {
    expect(sortDepartments(SEEDED_DEPARTMENTS)).toEqual(SEEDED_DEPARTMENTS)
    expect(SEEDED_DEPARTMENTS.length).toBeGreaterThanOrEqual(5)
    const jobs = SEEDED_DEPARTMENTS.flatMap((d) => d.jobs)
    expect(jobs.length).toBeGreaterThanOrEqual(10)
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length)
    for (const j of jobs) {
      expect(j.url).toMatch(/^https:\/\/jobs\.ostra\.com\/[a-z0-9-]+$/)
      expect(j.location).toBeTruthy()
    }
  })
})

describe('fetchJobBoard', () => {
  const config = { url: 'https://boards-api.greenhouse.io/v1/boards/ostra/departments', timeoutMs: 5000 }

  it('asks for JSON with a timeout and parses the answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json(board))
    const departments = await fetchJobBoard(config, fetchImpl)
    expect(departments.map((d) => d.name)).toEqual(['Engineering', 'Sales'])
    const [url, init] = fetchImpl.mock.calls[0]
    expect(url).toBe(config.url)
    expect(init?.headers).toEqual({ accept: 'application/json' })
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('throws on an answer other than 2xx, and on a malformed one', async () => {
    await expect(fetchJobBoard(config, async () => new Response('down', { status: 503 }))).rejects.toThrow('The job board answered 503')
    await expect(fetchJobBoard(config, async () => Response.json({ jobs: [] }))).rejects.toThrow(/unexpected shape/)
  })
})

describe('getJobDepartments', () => {
  const reports: [unknown, ErrorContext][] = []
  beforeEach(() => {
    const remove = addErrorReporter((error, context) => reports.push([error, context]))
    // Adding a reporter replays earlier reports; only this test's count.
    reports.length = 0
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    return () => {
      remove()
      env.jobBoard = undefined
      vi.unstubAllGlobals()
      vi.restoreAllMocks()
    }
  })

  it('answers the seeded list when no board is configured', async () => {
    env.jobBoard = undefined
    const fetchSpy = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchSpy)
    expect(await getJobDepartments()).toEqual({ departments: SEEDED_DEPARTMENTS, source: 'seeded' })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it("answers the board's departments when it is configured", async () => {
    env.jobBoard = { url: 'https://jobs.example/departments', timeoutMs: 1000 }
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Response.json(board)),
    )
    const listing = await getJobDepartments()
    expect(listing.source).toBe('job-board')
    expect(listing.departments.map((d) => d.name)).toEqual(['Engineering', 'Sales'])
    expect(reports).toEqual([])
  })

  it('reports a failing board with its address and falls back to the seeded list', async () => {
    env.jobBoard = { url: 'https://jobs.example/departments', timeoutMs: 1000 }
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('', { status: 500 })),
    )
    expect(await getJobDepartments()).toEqual({ departments: SEEDED_DEPARTMENTS, source: 'seeded' })
    expect(reports).toHaveLength(1)
    expect(reports[0][1]).toEqual({ url: 'https://jobs.example/departments' })
  })
})
