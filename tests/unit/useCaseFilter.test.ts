import { describe, expect, it } from 'vitest'

import {
  isFilteringUseCases,
  parseUseCaseFilter,
  countOfUseCases,
  searchOfUseCaseFilter,
  optionsOfUseCases,
  whereUseCases,
  type UseCaseFacets,
} from '@/lib/content/useCaseFilter'

const useCases: UseCaseFacets[] = [
  { industry: 'healthcare', products: ['sms-api', 'voice-api'] },
  { industry: 'finance', products: ['sms-api', 'number-lookup'] },
  { industry: 'field-services', products: ['fax-api'] },
  { industry: null, products: null },
]
const solutions = [
  { slug: 'healthcare', title: 'Healthcare' },
  { slug: 'finance', title: 'Financial Services' },
  { slug: 'insurance', title: 'Insurance' },
]
const products = [
  { slug: 'voice-api', title: 'Voice API' },
  { slug: 'sms-api', title: 'SMS API' },
  { slug: 'number-lookup', title: 'Number Lookup' },
  { slug: 'esim', title: 'eSIM' },
]
const options = optionsOfUseCases(useCases, solutions, products)

describe('the use cases filter', () => {
  it('offers the industries and products the use cases are filed under, named by their solution and product pages', () => {
    // Industries by label; one no solution page names is labelled from its slug; a use case without one adds none.
    expect(options.industries).toEqual([
      { value: 'field-services', label: 'Field Services' },
      { value: 'finance', label: 'Financial Services' },
      { value: 'healthcare', label: 'Healthcare' },
    ])
    // Products in the catalogue's order, then the others; unused ones (eSIM) are not offered.
    expect(options.products).toEqual([
      { value: 'voice-api', label: 'Voice API' },
      { value: 'sms-api', label: 'SMS API' },
      { value: 'number-lookup', label: 'Number Lookup' },
      { value: 'fax-api', label: 'Fax API' },
    ])
  })

  it('reads the filter from the address, dropping values no use case has and squeezing the words', () => {
    expect(parseUseCaseFilter('?industry=finance&product=sms-api&q=%20one%20%20time%20', options)).toEqual({
      industry: 'finance',
      product: 'sms-api',
      q: 'one time',
    })
    expect(parseUseCaseFilter('?industry=mining&product=esim&q=%20%20', options)).toEqual({})
    expect(parseUseCaseFilter(new URLSearchParams('product=voice-api'), options)).toEqual({ product: 'voice-api' })
  })

  it('writes the filter into the address, keeping other parameters and starting again at the first page', () => {
    expect(searchOfUseCaseFilter('?locale=en-GB&page=3&industry=finance', { product: 'sms-api', q: 'one time' }).toString()).toBe(
      'locale=en-GB&product=sms-api&q=one+time',
    )
    expect(searchOfUseCaseFilter('?industry=finance&q=x', {}).toString()).toBe('')
    expect(isFilteringUseCases({})).toBe(false)
    expect(isFilteringUseCases({ q: 'x' })).toBe(true)
  })

  it('counts in words', () => {
    expect(countOfUseCases(0)).toBe('0 use cases')
    expect(countOfUseCases(1)).toBe('1 use case')
    expect(countOfUseCases(7)).toBe('7 use cases')
  })

  it('asks for use cases of the industry and product with every word in the title or the description', () => {
    expect(whereUseCases({ industry: 'finance', product: 'sms-api', q: ' one  time ' })).toEqual({
      and: [
        { family: { equals: 'use-cases' } },
        { 'useCase.industry': { equals: 'finance' } },
        { 'useCase.products': { contains: 'sms-api' } },
        { or: [{ title: { like: 'one' } }, { 'meta.description': { like: 'one' } }] },
        { or: [{ title: { like: 'time' } }, { 'meta.description': { like: 'time' } }] },
      ],
    })
    expect(whereUseCases({})).toEqual({ and: [{ family: { equals: 'use-cases' } }] })
  })
})
