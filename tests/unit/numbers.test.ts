import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { describe, expect, it } from 'vitest'

import { matchesQuery, type AvailableNumber } from '@/lib/numbers/numbers'
import { numberInventory } from '@/seed/content/numbers'

describe('the seeded number inventory', () => {
  const inventory = numberInventory()
  it('has only valid, distinct numbers of the country they are listed under', () => {
    expect(inventory.length).toBeGreaterThan(150)
    expect(new Set(inventory.map((n) => n.phoneNumber)).size).toBe(inventory.length)
    for (const number of inventory) {
      const parsed = parsePhoneNumberFromString(number.phoneNumber)
      expect(parsed?.isValid(), number.phoneNumber).toBe(true)
      expect(parsed?.country, number.phoneNumber).toBe(number.country)
    }
  })
})

describe('matchesQuery', () => {
  const number: AvailableNumber = {
    phoneNumber: '+14152019876',
    country: 'US',
    numberType: 'local',
    areaCode: '415',
    locality: 'San Francisco, CA',
    features: ['voice', 'sms'],
    monthlyPrice: 1,
    upfrontPrice: 1,
  }
  const query = { country: 'US', features: [], limit: 10 }
  it('filters by country, type, area code, digits and every feature', () => {
    expect(matchesQuery(number, query)).toBe(true)
    expect(matchesQuery(number, { ...query, country: 'CA' })).toBe(false)
    expect(matchesQuery(number, { ...query, type: 'toll-free' })).toBe(false)
    expect(matchesQuery(number, { ...query, areaCode: '415', contains: '9876' })).toBe(true)
    expect(matchesQuery(number, { ...query, contains: '0000' })).toBe(false)
    expect(matchesQuery(number, { ...query, features: ['voice', 'sms'] })).toBe(true)
    expect(matchesQuery(number, { ...query, features: ['voice', 'fax'] })).toBe(false)
  })
})
