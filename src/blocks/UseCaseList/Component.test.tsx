// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { UseCasesFilter } from '@/lib/content/data'

import { UseCaseList } from './Component'
import { useCaseListFixture } from './fixture'

const site = vi.hoisted(() => ({ asked: [] as unknown[] }))
vi.mock('@/siteData', () => ({
  listUseCases: async (filter: UseCasesFilter) => {
    site.asked.push(filter)
    return {
      docs: [
        {
          title: 'Two-Factor Authentication',
          path: '/use-cases/two-factor-authentication',
          description: 'Passcodes by text or voice.',
          industry: 'finance',
          products: ['sms-api', 'number-lookup'],
        },
      ],
      page: 1,
      totalPages: 1,
      totalDocs: 1,
    }
  },
  listUseCaseFacets: async () => [
    { industry: 'finance', products: ['sms-api', 'number-lookup'] },
    { industry: 'healthcare', products: ['sms-api', 'voice-api'] },
  ],
  listFamily: async (family: string) => ({
    docs:
      family === 'solutions'
        ? [
            { slug: 'healthcare', title: 'Healthcare' },
            { slug: 'finance', title: 'Financial Services' },
            { slug: 'insurance', title: 'Insurance' },
          ]
        : [
            { slug: 'voice-api', title: 'Voice API' },
            { slug: 'sms-api', title: 'SMS API' },
            { slug: 'number-lookup', title: 'Number Lookup' },
            { slug: 'esim', title: 'eSIM' },
          ],
    page: 1,
    totalPages: 1,
    totalDocs: 3,
  }),
}))

afterEach(cleanup)
const context = { path: '/use-cases', pageNumber: 1 }

describe('<UseCaseList>', () => {
  it('renders the first page of use cases under its heading, with filters named by the solution and product pages', async () => {
    const { container } = render(await UseCaseList({ block: { ...useCaseListFixture, heading: 'Browse use cases', limit: 12 }, context }))
    expect(site.asked).toEqual([{ page: 1, limit: 12 }])
    expect(container.querySelector('[data-block="use-case-list"]')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Browse use cases')
    const industry = (await screen.findByRole('combobox', { name: 'Industry' })) as HTMLSelectElement
    // Only what the use cases are filed under: no Insurance, no eSIM.
    expect([...industry.options].map((option) => option.text)).toEqual(['All industries', 'Financial Services', 'Healthcare'])
    const product = screen.getByRole('combobox', { name: 'Product' }) as HTMLSelectElement
    expect([...product.options].map((option) => option.text)).toEqual(['All products', 'Voice API', 'SMS API', 'Number Lookup'])
    expect(screen.getByRole('status').textContent).toBe('1 use case')
    expect(screen.getByRole('link', { name: 'Two-Factor Authentication' }).closest('li')?.textContent).toContain('Financial Services')
  })

  it('leaves out the heading when there is none', async () => {
    const { container } = render(await UseCaseList({ block: { ...useCaseListFixture, heading: null }, context }))
    await screen.findByRole('combobox', { name: 'Industry' })
    expect(container.querySelector('h2')).toBeNull()
  })
})
