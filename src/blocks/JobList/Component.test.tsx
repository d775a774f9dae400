// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { JobList } from '@/blocks/JobList/Component'
import type { JobListing } from '@/lib/content/data'
import styles from '@/blocks/JobList/styles.module.css'

const listing = vi.hoisted(() => ({ current: { departments: [], source: 'seeded' } as JobListing }))
vi.mock('@/lib/content/data', () => ({ getJobDepartments: async () => listing.current }))

afterEach(cleanup)
const context = { path: '/careers', pageNumber: 1 }
const block = { blockType: 'jobList', heading: 'Open roles', text: 'Work with us.' } as const

describe('<JobList>', () => {
  it('lists each department with its count, and its roles as links to the postings with their location', async () => {
    listing.current = {
      source: 'job-board',
      departments: [
        {
          id: '1',
          name: 'Engineering',
          jobs: [{ id: '11', title: 'SIP Engineer', location: 'Lisbon, Portugal', url: 'https://boards.greenhouse.io/ostra/jobs/11' }],
        },
        {
          id: '2',
          name: 'Sales',
          jobs: [
            { id: '21', title: 'Account Executive', url: 'https://boards.greenhouse.io/ostra/jobs/21' },
            { id: '22', title: 'Solutions Engineer', location: 'Toronto, Canada', url: 'https://boards.greenhouse.io/ostra/jobs/22' },
          ],
        },
      ],
    }
    const { container } = render(await JobList({ block, context }))
    expect(container.querySelector('[data-block="job-list"]')?.getAttribute('data-source')).toBe('job-board')
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Open roles')
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Engineering 1 role', 'Sales 2 roles'])
    const link = screen.getByRole('link', { name: /SIP Engineer/ })
    expect(link.getAttribute('href')).toBe('https://boards.greenhouse.io/ostra/jobs/11')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(within(link.closest('li') as HTMLElement).getByText('Lisbon, Portugal')).toBeTruthy()
    expect(container.querySelectorAll(`.${styles.location}`)).toHaveLength(2)
  })

  it('says so when there are no open roles, and points to the contact page', async () => {
    listing.current = { source: 'job-board', departments: [] }
    render(await JobList({ block, context }))
    expect(screen.getByText(/No open roles right now/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'get in touch' }).getAttribute('href')).toBe('/contact-us')
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([])
  })
})
