/**
 * Rows stored while a service was unconfigured are forwarded once it is (issue 29): which rows the job
 * runner's start queues, and that a second start queues none of them again.
 */
import { describe, expect, it } from 'vitest'

import { forwardConfigured, readyToForward, rowsToForward, type ForwardServices, type StoredRow } from '@/lib/forms/forwarding'

const none: ForwardServices = { marketingContacts: undefined, marketingForms: undefined }
const all: ForwardServices = {
  marketingContacts: { lists: { subprocessors: 'list-sub', 'release-notes': 'list-notes' } },
  marketingForms: { forms: { MARKETING_FORM_CONTACT_SALES: { accountId: '1', formId: 'a' }, MARKETING_FORM_PRICING_CSV: { accountId: '1', formId: 'b' } } },
}

const row = (overrides: Partial<StoredRow>): StoredRow => ({
  collection: 'subscriptions',
  id: 1,
  target: 'release-notes',
  confirmed: true,
  forwarded: false,
  failed: false,
  queued: false,
  ...overrides,
})

describe('forwardConfigured', () => {
  it('needs the service and the id of the row’s own list or form', () => {
    expect(forwardConfigured('subscriptions', 'release-notes', all)).toBe(true)
    expect(forwardConfigured('subscriptions', 'release-notes', none)).toBe(false)
    expect(
      forwardConfigured('subscriptions', 'release-notes', { ...all, marketingContacts: { lists: { subprocessors: 'x', 'release-notes': undefined } } }),
    ).toBe(false)
    expect(forwardConfigured('form-submissions', 'contact-sales', all)).toBe(true)
    expect(forwardConfigured('form-submissions', 'pricing-csv', all)).toBe(true)
    expect(forwardConfigured('form-submissions', 'signup', all)).toBe(false)
    expect(forwardConfigured('form-submissions', 'contact-sales', none)).toBe(false)
  })
})

describe('readyToForward', () => {
  it('waits for the confirmation where it is asked, not for contact-sales', () => {
    expect(readyToForward('subscriptions', 'release-notes', false)).toBe(false)
    expect(readyToForward('subscriptions', 'release-notes', true)).toBe(true)
    expect(readyToForward('form-submissions', 'pricing-csv', false)).toBe(false)
    expect(readyToForward('form-submissions', 'pricing-csv', true)).toBe(true)
    expect(readyToForward('form-submissions', 'contact-sales', false)).toBe(true)
  })

  it('never sends a form the site no longer has', () => {
    expect(readyToForward('form-submissions', 'pricingCsv', true)).toBe(false)
    expect(readyToForward('form-submissions', 'no-such-form', false)).toBe(false)
  })
})

describe('rowsToForward', () => {
  const stored: StoredRow[] = [
    row({ id: 1 }),
    row({ id: 2, confirmed: false }),
    row({ id: 3, forwarded: true }),
    row({ id: 4, failed: true }),
    row({ id: 5, queued: true }),
    row({ id: 6, target: 'subprocessors' }),
    row({ collection: 'form-submissions', id: 1, target: 'contact-sales', confirmed: false }),
    row({ collection: 'form-submissions', id: 2, target: 'pricing-csv', confirmed: false }),
    row({ collection: 'form-submissions', id: 3, target: 'pricing-csv', confirmed: true }),
    row({ collection: 'form-submissions', id: 4, target: 'signup', confirmed: true }),
  ]

  it('picks the rows never sent, not refused for good, ready, with a service now and no job', () => {
    expect(rowsToForward(stored, all)).toEqual([
      { collection: 'subscriptions', id: 1 },
      { collection: 'subscriptions', id: 6 },
      { collection: 'form-submissions', id: 1 },
      { collection: 'form-submissions', id: 3 },
    ])
  })

  it('picks nothing while the services are unconfigured, and only the configured one’s rows', () => {
    expect(rowsToForward(stored, none)).toEqual([])
    expect(rowsToForward(stored, { ...none, marketingContacts: all.marketingContacts })).toEqual([
      { collection: 'subscriptions', id: 1 },
      { collection: 'subscriptions', id: 6 },
    ])
  })

  it('is idempotent: once the chosen rows have their jobs, a second start picks nothing', () => {
    const chosen = rowsToForward(stored, all)
    const after = stored.map((r) => (chosen.some((c) => c.collection === r.collection && c.id === r.id) ? { ...r, queued: true } : r))
    expect(rowsToForward(after, all)).toEqual([])
  })
})
