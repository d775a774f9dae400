import { describe, expect, it } from 'vitest'

import { formatMoney } from '@/lib/pricing/currency'
import { rateCardCsv } from '@/lib/pricing/rateCard'

describe('the rate card CSV', () => {
  it('has a header and one row per rate, sorted by country name, prices to 4 decimals', () => {
    const csv = rateCardCsv(
      [
        { country: 'US', messageType: 'sms', direction: 'outbound', senderType: 'toll-free', price: 0.004, carrierFee: 0.0025 },
        { country: 'GB', messageType: 'mms', direction: 'inbound', senderType: 'long-code', price: 0.0395, carrierFee: 0 },
      ],
      new Map([
        ['US', 'United States'],
        ['GB', 'United Kingdom, The'],
      ]),
    )
    expect(csv.split('\r\n')).toEqual([
      'Country,Code,Message type,Direction,Sender type,Price per message (USD),Carrier fee per message (USD)',
      '"United Kingdom, The",GB,MMS,inbound,Long code,0.0395,0.0000',
      'United States,US,SMS,outbound,Toll-free,0.0040,0.0025',
      '',
    ])
  })
})

describe('money as the locale writes it', () => {
  it('uses the locale’s symbol and the requested decimals', () => {
    expect(formatMoney(0.0312, 'GBP', 'en-GB', 4)).toBe('£0.0312')
    expect(formatMoney(780.13, 'GBP', 'en-GB')).toBe('£780.13')
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50')
    expect(formatMoney(70, 'EUR', 'nl-NL')).toMatch(/^€\s?70,00$/)
  })
})
