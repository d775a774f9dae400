/**
 * The seeded number inventory: valid numbers (checked with libphonenumber) per
 * country and type, made deterministically from real number ranges.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

import type { SupportedCountry } from '@/lib/coverage'
import type { AvailableNumber, NumberFeature, NumberType } from '@/lib/numbers'

type Range = { country: SupportedCountry; numberType: NumberType; prefix: string; digits: number; areaCode: string; locality: string; monthly: number }

const FEATURES: Record<NumberType, NumberFeature[]> = { local: ['voice', 'sms', 'mms', 'fax'], 'toll-free': ['voice', 'sms', 'fax'], mobile: ['voice', 'sms'] }

const RANGES: Range[] = [
  { country: 'US', numberType: 'local', prefix: '+1415201', digits: 4, areaCode: '415', locality: 'San Francisco, CA', monthly: 1 },
  { country: 'US', numberType: 'local', prefix: '+1212201', digits: 4, areaCode: '212', locality: 'New York, NY', monthly: 1 },
  { country: 'US', numberType: 'local', prefix: '+1312201', digits: 4, areaCode: '312', locality: 'Chicago, IL', monthly: 1 },
  { country: 'US', numberType: 'toll-free', prefix: '+1800201', digits: 4, areaCode: '800', locality: 'United States', monthly: 1 },
  { country: 'US', numberType: 'toll-free', prefix: '+1888201', digits: 4, areaCode: '888', locality: 'United States', monthly: 1 },
  { country: 'CA', numberType: 'local', prefix: '+1416201', digits: 4, areaCode: '416', locality: 'Toronto, ON', monthly: 1 },
  { country: 'CA', numberType: 'local', prefix: '+1604201', digits: 4, areaCode: '604', locality: 'Vancouver, BC', monthly: 1 },
  { country: 'PR', numberType: 'local', prefix: '+1787201', digits: 4, areaCode: '787', locality: 'San Juan', monthly: 1.5 },
  { country: 'VI', numberType: 'local', prefix: '+1340642', digits: 4, areaCode: '340', locality: 'Charlotte Amalie', monthly: 2 },
  { country: 'GB', numberType: 'local', prefix: '+44207946', digits: 4, areaCode: '20', locality: 'London', monthly: 1.5 },
  { country: 'GB', numberType: 'local', prefix: '+44161496', digits: 4, areaCode: '161', locality: 'Manchester', monthly: 1.5 },
  { country: 'GB', numberType: 'toll-free', prefix: '+44800', digits: 7, areaCode: '800', locality: 'United Kingdom', monthly: 4 },
  { country: 'GB', numberType: 'mobile', prefix: '+447911', digits: 6, areaCode: '7911', locality: 'United Kingdom', monthly: 1.5 },
  { country: 'AU', numberType: 'local', prefix: '+61291', digits: 6, areaCode: '2', locality: 'Sydney', monthly: 3.5 },
  { country: 'AU', numberType: 'toll-free', prefix: '+611800', digits: 6, areaCode: '1800', locality: 'Australia', monthly: 20 },
  { country: 'AU', numberType: 'mobile', prefix: '+61412', digits: 6, areaCode: '412', locality: 'Australia', monthly: 6 },
  { country: 'NL', numberType: 'local', prefix: '+3120', digits: 7, areaCode: '20', locality: 'Amsterdam', monthly: 1.5 },
  { country: 'NL', numberType: 'toll-free', prefix: '+31800', digits: 4, areaCode: '800', locality: 'Netherlands', monthly: 15 },
  { country: 'NL', numberType: 'mobile', prefix: '+316', digits: 8, areaCode: '6', locality: 'Netherlands', monthly: 4 },
  { country: 'SE', numberType: 'mobile', prefix: '+46701', digits: 6, areaCode: '70', locality: 'Sweden', monthly: 3 },
  { country: 'BE', numberType: 'mobile', prefix: '+32470', digits: 6, areaCode: '470', locality: 'Belgium', monthly: 3 },
  { country: 'BR', numberType: 'mobile', prefix: '+55119612', digits: 5, areaCode: '11', locality: 'São Paulo', monthly: 8 },
  { country: 'PL', numberType: 'mobile', prefix: '+48512', digits: 6, areaCode: '512', locality: 'Poland', monthly: 3 },
  { country: 'DK', numberType: 'mobile', prefix: '+4520', digits: 6, areaCode: '20', locality: 'Denmark', monthly: 3 },
  { country: 'FI', numberType: 'mobile', prefix: '+35841', digits: 7, areaCode: '41', locality: 'Finland', monthly: 4 },
  { country: 'CZ', numberType: 'mobile', prefix: '+420601', digits: 6, areaCode: '601', locality: 'Czechia', monthly: 3 },
  { country: 'RO', numberType: 'mobile', prefix: '+40712', digits: 6, areaCode: '712', locality: 'Romania', monthly: 3.5 },
  { country: 'TH', numberType: 'mobile', prefix: '+6681', digits: 7, areaCode: '81', locality: 'Thailand', monthly: 8 },
]

const PER_RANGE = 8

export type InventorySeed = AvailableNumber & { country: SupportedCountry }

export function numberInventory(): InventorySeed[] {
  const numbers: InventorySeed[] = []
  RANGES.forEach((range, r) => {
    const modulus = 10 ** range.digits
    for (let i = 0, made = 0; made < PER_RANGE && i < 50; i++) {
      const suffix = String((1237 + (i + 1) * 7919 * (r + 3)) % modulus).padStart(range.digits, '0')
      const parsed = parsePhoneNumberFromString(`${range.prefix}${suffix}`)
      if (!parsed?.isValid() || parsed.country !== range.country) continue
      numbers.push({
        phoneNumber: parsed.number,
        country: range.country,
        numberType: range.numberType,
        areaCode: range.areaCode,
        locality: range.locality,
        features: FEATURES[range.numberType],
        monthlyPrice: range.monthly,
        upfrontPrice: range.numberType === 'toll-free' ? 0 : range.monthly,
      })
      made++
    }
  })
  return numbers
}
