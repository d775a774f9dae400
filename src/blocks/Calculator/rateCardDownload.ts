/** The rate card as a CSV download: fetched with the rate-card form, once it is sent, not with the calculator. */
import type { MessagingRate } from '@/lib/pricing'
import { rateCardCsv } from '@/lib/pricing'

export function downloadRateCard(rates: readonly MessagingRate[], countryNames: ReadonlyMap<string, string>): void {
  const url = URL.createObjectURL(new Blob([rateCardCsv(rates, countryNames)], { type: 'text/csv;charset=utf-8' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: 'ostra-messaging-rate-card.csv' })
  link.click()
  URL.revokeObjectURL(url)
}
