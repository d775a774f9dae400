/**
 * The SIP trunking pricing label (flag sipTrunkingPricingLabel): the SIP
 * trunking product page's hero names voice's lowest per-minute price in the
 * price list (the one its pricing page shows) and links to that page.
 */
import { SIP_TRUNKING_PRODUCT_PATH } from '../experiments'

/** The page the label is on: named with the flag (lib/experiments/flagTests FLAG_SCOPES), whose tests run there. */
export { SIP_TRUNKING_PRODUCT_PATH }
export const SIP_TRUNKING_PRICING_PATH = '/pricing/elastic-sip'
