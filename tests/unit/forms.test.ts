import { describe, expect, it } from 'vitest'

import { formSchema } from '@/lib/forms/formSchema'
import { marketingFormVariable } from '@/lib/config/marketing'
import { carriedValues, formBody } from '@/lib/forms/formDefinition'
import { MARKETING_FORM_IDS, SITE_FORM_IDS, SITE_FORMS } from '@/lib/forms/forms'

describe('form definitions', () => {
  it('lists the spec’s five marketing forms', () => {
    expect([...MARKETING_FORM_IDS].sort()).toEqual(['contact-sales', 'pricing-calculator', 'pricing-csv', 'resource-center-email-signup', 'signup'])
  })

  it('every form id is kebab-case, as every other id of the site (paths, lists, blocks)', () => {
    for (const id of SITE_FORM_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/)
  })

  it('name each marketing form’s configuration variable', () => {
    expect(MARKETING_FORM_IDS.map(marketingFormVariable)).toEqual([
      'MARKETING_FORM_CONTACT_SALES',
      'MARKETING_FORM_RESOURCE_CENTER_EMAIL_SIGNUP',
      'MARKETING_FORM_SIGNUP',
      'MARKETING_FORM_PRICING_CSV',
      'MARKETING_FORM_PRICING_CALCULATOR',
    ])
  })

  it('turn browser values into the body, url lists into arrays', () => {
    expect(
      formBody(SITE_FORMS['report-abuse'], { reporterName: ' Dana ', evidenceLinks: 'https://a.example/1\n\n https://b.example/2 ', reporterPhone: '' }),
    ).toEqual({
      reporterName: 'Dana',
      evidenceLinks: ['https://a.example/1', 'https://b.example/2'],
    })
  })
})

describe('formSchema', () => {
  const contact = formSchema(SITE_FORMS['contact-sales'])
  it('accepts a complete submission', () => {
    expect(contact.safeParse({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com', company: 'Acme' }).success).toBe(true)
  })

  it('names each field the browser would also refuse', () => {
    const result = contact.safeParse({ firstName: '', email: 'nope', company: 'x'.repeat(201), message: 'y'.repeat(5001) })
    expect(result.success).toBe(false)
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join('.')).sort()
    expect(paths).toEqual(['company', 'email', 'firstName', 'lastName', 'message'])
  })

  it('checks selects, minimum lengths and url lists', () => {
    const abuse = formSchema(SITE_FORMS['report-abuse'])
    const result = abuse.safeParse({
      reporterName: 'D',
      reporterEmail: 'd@example.com',
      resource: 'ab',
      abuseType: 'weird',
      description: 'short',
      evidenceLinks: ['not a url'],
    })
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join('.')).sort()
    expect(paths).toEqual(['abuseType', 'description', 'evidenceLinks.0', 'resource'])
  })
})

describe('values a form carries', () => {
  const estimate = SITE_FORMS['pricing-calculator']
  it('are sent only when the form declares them, never over a field the visitor types', () => {
    expect(carriedValues(estimate, { monthly: '987.50', plan: '', email: 'attached@example.com', secret: 'x' })).toEqual({ monthly: '987.50' })
    expect(carriedValues(SITE_FORMS['contact-sales'], { monthly: '987.50' })).toEqual({})
  })

  it('are checked by the server as short optional texts', () => {
    const schema = formSchema(estimate)
    expect(schema.safeParse({ email: 'a@example.com', monthly: '987.50' }).success).toBe(true)
    const long = schema.safeParse({ email: 'a@example.com', plan: 'x'.repeat(201) })
    expect(long.success ? [] : long.error.issues.map((issue) => issue.path.join('.'))).toEqual(['plan'])
  })
})
