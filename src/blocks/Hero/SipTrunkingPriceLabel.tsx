import { Link } from '@/components/Link'
import { collectBlocks, type StoredBlock } from '@/lib/pages'

import { lowestPerMinutePrice, SIP_TRUNKING_PRICING_PATH } from '@/lib/pricing'
import type { PricingTableBlock } from '@/payload-types'
import styles from './styles.module.css'
import { getDocumentByPath } from '@/siteData'

/** "From $0.0035 per minute", linking to the SIP trunking pricing page; nothing when that page has no per-minute price. */
export async function SipTrunkingPriceLabel() {
  const pricing = await getDocumentByPath(SIP_TRUNKING_PRICING_PATH, ['pages'])
  const layout = pricing?.collection === 'pages' ? pricing.doc.layout : []
  const rows = collectBlocks<PricingTableBlock & StoredBlock>(layout, 'pricingTable').flatMap((table) => table.rows ?? [])
  const price = lowestPerMinutePrice(rows)
  if (!price) return null
  return (
    <p className={styles.priceLabel} data-testid="sip-trunking-price-label">
      <Link href={SIP_TRUNKING_PRICING_PATH}>{`From ${price} per minute · SIP trunking pricing`}</Link>
    </p>
  )
}
