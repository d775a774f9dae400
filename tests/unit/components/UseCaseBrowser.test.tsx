// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1:39518/use-cases"}
import { createServer, type Server } from 'node:http'

import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { UseCaseBrowser } from '@/blocks/UseCaseList/UseCaseBrowser.client'
import type { UseCaseResult, UseCasesAnswer } from '@/lib/content'

const USE_CASES: UseCaseResult[] = [
  {
    title: 'Appointment Reminders',
    path: '/use-cases/appointment-reminders',
    description: 'Cut no-shows with text and voice reminders.',
    industry: 'healthcare',
    products: ['sms-api', 'voice-api'],
  },
  {
    title: 'Claims Updates',
    path: '/use-cases/claims-updates',
    description: 'Tell policyholders where a claim stands.',
    industry: 'insurance',
    products: ['sms-api'],
  },
  {
    title: 'Fraud Alerts',
    path: '/use-cases/fraud-alerts',
    description: 'Confirm card payments by text.',
    industry: 'finance',
    products: ['sms-api', 'number-lookup'],
  },
  {
    title: 'Nurse Lines',
    path: '/use-cases/nurse-lines',
    description: 'Route patients to the right clinician.',
    industry: 'healthcare',
    products: ['voice-api'],
  },
  {
    title: 'Two-Factor Authentication',
    path: '/use-cases/two-factor-authentication',
    description: 'One-time passcodes by text or voice.',
    industry: 'finance',
    products: ['sms-api', 'number-lookup'],
  },
]
const INDUSTRIES = [
  { value: 'finance', label: 'Financial Services' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'insurance', label: 'Insurance' },
]
const PRODUCTS = [
  { value: 'voice-api', label: 'Voice API' },
  { value: 'sms-api', label: 'SMS API' },
  { value: 'number-lookup', label: 'Number Lookup' },
]
const PAGE_SIZE = 2

function answer(docs: UseCaseResult[], page: number, limit: number): UseCasesAnswer {
  return { docs: docs.slice((page - 1) * limit, page * limit), page, totalPages: Math.ceil(docs.length / limit), totalDocs: docs.length }
}
const INITIAL = answer(USE_CASES, 1, PAGE_SIZE)

/** GET /api/use-cases as the site answers it (industry, product, every word, pages), on the page's own origin (127.0.0.1:39518). */
let asked: URLSearchParams[] = []
let failures = 0
let server: Server

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname !== '/api/use-cases') return void response.writeHead(404).end()
    asked.push(url.searchParams)
    if (failures > 0) {
      failures--
      return void response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Bad request' } }))
    }
    const industry = url.searchParams.get('industry')
    const product = url.searchParams.get('product')
    const words = (url.searchParams.get('q') ?? '').toLowerCase().split(' ').filter(Boolean)
    const found = USE_CASES.filter(
      (u) =>
        (!industry || u.industry === industry) &&
        (!product || u.products.includes(product)) &&
        words.every((word) => `${u.title} ${u.description}`.toLowerCase().includes(word)),
    )
    const body = answer(found, Number(url.searchParams.get('page') ?? 1), Number(url.searchParams.get('limit') ?? 12))
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(39518, '127.0.0.1', () => resolve()))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/use-cases')
  asked = []
  failures = 0
})

const show = () => render(<UseCaseBrowser industries={INDUSTRIES} products={PRODUCTS} pageSize={PAGE_SIZE} initial={INITIAL} />)
const status = () => screen.getByRole('status').textContent
const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
const industry = () => screen.getByRole('combobox', { name: 'Industry' }) as HTMLSelectElement
const product = () => screen.getByRole('combobox', { name: 'Product' }) as HTMLSelectElement
const words = () => screen.getByRole('searchbox', { name: 'Search use cases' }) as HTMLInputElement
const queryOf = (params: URLSearchParams) => Object.fromEntries(params)

describe('<UseCaseBrowser>', () => {
  it('shows the first page the server read, each card with its industry and products, without asking the API', () => {
    show()
    expect(status()).toBe('5 use cases')
    expect(titles()).toEqual(['Appointment Reminders', 'Claims Updates'])
    const card = screen.getByRole('link', { name: 'Appointment Reminders' }).closest('li')!
    expect(card.textContent).toContain('Healthcare')
    expect(card.textContent).toContain('Cut no-shows with text and voice reminders.')
    expect(
      within(within(card).getByRole('list', { name: 'Products' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SMS API', 'Voice API'])
    expect(screen.getByRole('link', { name: 'Appointment Reminders' }).getAttribute('href')).toBe('/use-cases/appointment-reminders')
    expect(screen.getByRole('search', { name: 'Filter use cases' })).toBeTruthy()
    expect(industry().value).toBe('')
    expect([...industry().options].map((option) => option.text)).toEqual(['All industries', 'Financial Services', 'Healthcare', 'Insurance'])
    expect([...product().options].map((option) => option.text)).toEqual(['All products', 'Voice API', 'SMS API', 'Number Lookup'])
    expect(asked).toEqual([])
  })

  it('writes a chosen industry into the address and shows what /api/use-cases answers for it', async () => {
    show()
    fireEvent.change(industry(), { target: { value: 'healthcare' } })
    expect(window.location.search).toBe('?industry=healthcare')
    await waitFor(() => expect(status()).toBe('2 use cases'))
    expect(titles()).toEqual(['Appointment Reminders', 'Nurse Lines'])
    expect(asked.map(queryOf)).toEqual([{ industry: 'healthcare', page: '1', limit: '2' }])

    fireEvent.change(product(), { target: { value: 'voice-api' } })
    expect(window.location.search).toBe('?industry=healthcare&product=voice-api')
    await waitFor(() => expect(asked.map(queryOf)).toContainEqual({ industry: 'healthcare', product: 'voice-api', page: '1', limit: '2' }))
    await waitFor(() => expect(status()).toBe('2 use cases'))
  })

  it('filters by the words typed once typing pauses, keeping the other filters and parameters', async () => {
    window.history.replaceState(null, '', '/use-cases?locale=en-GB&industry=finance')
    show()
    await waitFor(() => expect(titles()).toEqual(['Fraud Alerts', 'Two-Factor Authentication']))
    fireEvent.change(words(), { target: { value: 'one-time  passcodes' } })
    // Not on every key: the address changes after the pause.
    expect(window.location.search).toBe('?locale=en-GB&industry=finance')
    await waitFor(() => expect(window.location.search).toBe('?locale=en-GB&industry=finance&q=one-time+passcodes'))
    await waitFor(() => expect(status()).toBe('1 use case'))
    expect(titles()).toEqual(['Two-Factor Authentication'])
    expect(asked.map(queryOf).at(-1)).toEqual({ industry: 'finance', q: 'one-time passcodes', page: '1', limit: '2' })
    // What was typed stays as typed (the two spaces), though the address has the words squeezed.
    expect(words().value).toBe('one-time  passcodes')
  })

  it('applies the words at once on Enter', async () => {
    show()
    fireEvent.change(words(), { target: { value: 'reminders' } })
    fireEvent.submit(screen.getByRole('search', { name: 'Filter use cases' }))
    expect(window.location.search).toBe('?q=reminders')
    await waitFor(() => expect(titles()).toEqual(['Appointment Reminders']))
  })

  it('says when nothing matches and clears every filter with one button, back to the first page', async () => {
    window.history.replaceState(null, '', '/use-cases?industry=insurance&q=passcodes')
    show()
    await waitFor(() => expect(screen.getByText(/No use case matches these filters\./)).toBeTruthy())
    expect(status()).toBe('0 use cases')
    expect(industry().value).toBe('insurance')
    expect(words().value).toBe('passcodes')

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(window.location.search).toBe('')
    expect(status()).toBe('5 use cases')
    expect(titles()).toEqual(['Appointment Reminders', 'Claims Updates'])
    expect(industry().value).toBe('')
    expect(words().value).toBe('')
    expect(document.activeElement).toBe(industry())
    expect(asked).toHaveLength(1)
  })

  it('adds the next page under the cards with "Show more", until there is no more', async () => {
    show()
    fireEvent.click(screen.getByRole('button', { name: 'Show more use cases' }))
    await waitFor(() => expect(titles()).toHaveLength(4))
    expect(titles()).toEqual(['Appointment Reminders', 'Claims Updates', 'Fraud Alerts', 'Nurse Lines'])
    expect(asked.map(queryOf)).toEqual([{ page: '2', limit: '2' }])
    expect(status()).toBe('5 use cases')

    fireEvent.click(screen.getByRole('button', { name: 'Show more use cases' }))
    await waitFor(() => expect(titles()).toHaveLength(5))
    expect(screen.queryByRole('button', { name: 'Show more use cases' })).toBeNull()
    // Back and forth between filters: a filter starts again at its first page.
    fireEvent.change(industry(), { target: { value: 'finance' } })
    await waitFor(() => expect(titles()).toEqual(['Fraud Alerts', 'Two-Factor Authentication']))
    fireEvent.change(industry(), { target: { value: '' } })
    expect(titles()).toEqual(['Appointment Reminders', 'Claims Updates'])
  })

  it('follows the address on back and forward, and ignores values no use case has', async () => {
    window.history.replaceState(null, '', '/use-cases?industry=mining')
    show()
    expect(industry().value).toBe('')
    expect(status()).toBe('5 use cases')
    expect(asked).toEqual([])

    act(() => {
      window.history.pushState(null, '', '/use-cases?product=number-lookup')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(product().value).toBe('number-lookup')
    await waitFor(() => expect(titles()).toEqual(['Fraud Alerts', 'Two-Factor Authentication']))
    act(() => {
      window.history.back()
    })
    await waitFor(() => expect(product().value).toBe(''))
    expect(titles()).toEqual(['Appointment Reminders', 'Claims Updates'])
  })

  it('says when the use cases could not be read, and reads them again on request', async () => {
    failures = 1
    window.history.replaceState(null, '', '/use-cases?industry=finance')
    show()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The use cases could not be loaded')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(titles()).toEqual(['Fraud Alerts', 'Two-Factor Authentication']))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(asked).toHaveLength(2)
  })
})
