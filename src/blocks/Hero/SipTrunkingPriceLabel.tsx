import { Link } from '@/components/Link'
import { formatUsd, lowestEntry, SIP_TRUNKING_PRICING_PATH } from '@/lib/pricing'
import styles from './styles.module.css'
import { getPriceEntries } from '@/siteData'

/** "From $0.0035 per minute", linking to the SIP trunking pricing page: voice's lowest per-minute price in the price list; nothing without one. */
export async function SipTrunkingPriceLabel() {
  const lowest = lowestEntry(await getPriceEntries(), 'voice', 'per minute')
  if (!lowest) return null
  return (
    <p className={styles.priceLabel} data-testid="sip-trunking-price-label">
      <Link href={SIP_TRUNKING_PRICING_PATH}>{`From ${formatUsd(lowest.price)} per minute · SIP trunking pricing`}</Link>
    </p>
  )
}
