/**
 * The SIP trunking pricing label (flag sipTrunkingPricingLabel): the SIP
 * trunking product page's hero names the lowest per-minute price of the SIP
 * trunking pricing page and links to it. The price is read from that page's
 * pricing tables, so it follows what the marketer publishes there.
 */
import { SIP_TRUNKING_PRODUCT_PATH } from '../experiments'
import { parsePrice } from '../seo'

/** The page the label is on: named with the flag (lib/experiments/flagTests FLAG_SCOPES), whose tests run there. */
export { SIP_TRUNKING_PRODUCT_PATH }
export const SIP_TRUNKING_PRICING_PATH = '/pricing/elastic-sip'

type PriceRow = { unit?: string | null; price?: string | null }

/** The row with the lowest per-minute price, as written (e.g. "$0.0035"), or undefined when no row is priced per minute. */
export function lowestPerMinutePrice(rows: readonly PriceRow[]): string | undefined {
  let best: { text: string; value: number } | undefined
  for (const row of rows) {
    if (!row.price || !/per\s+min/i.test(row.unit ?? '')) continue
    const value = parsePrice(row.price)
    if (value === undefined || value <= 0) continue
    if (!best || value < best.value) best = { text: row.price.trim(), value }
  }
  return best?.text
}
