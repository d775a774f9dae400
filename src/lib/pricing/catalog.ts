/** The pricing vocabulary (one list each): message types, directions, sender types, IoT zones, price-list products. */
export const MESSAGE_TYPES = ['sms', 'mms'] as const
export const DIRECTIONS = ['outbound', 'inbound'] as const
export const SENDER_TYPES = ['long-code', 'toll-free', 'short-code'] as const
export type MessageType = (typeof MESSAGE_TYPES)[number]
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = { sms: 'SMS', mms: 'MMS' }
export type Direction = (typeof DIRECTIONS)[number]
export type SenderType = (typeof SENDER_TYPES)[number]

export const SENDER_TYPE_LABELS: Record<SenderType, string> = { 'long-code': 'Long code', 'toll-free': 'Toll-free', 'short-code': 'Short code' }

/** IoT data zones, cheapest first. */
export const IOT_ZONES = ['zone-1', 'zone-2', 'zone-3', 'zone-4'] as const
export type IotZone = (typeof IOT_ZONES)[number]

/** Products whose rates the pricing table block shows by country. */
export const PRICE_LIST_PRODUCTS = {
  messaging: 'Messaging',
  voice: 'Voice',
  numbers: 'Phone numbers',
} as const
export type PriceListProduct = keyof typeof PRICE_LIST_PRODUCTS
export const PRICE_LIST_PRODUCT_NAMES = Object.keys(PRICE_LIST_PRODUCTS) as [PriceListProduct, ...PriceListProduct[]]
export const isPriceListProduct = (value: string | null | undefined): value is PriceListProduct =>
  (PRICE_LIST_PRODUCT_NAMES as readonly (string | null | undefined)[]).includes(value)

/**
 * Every product with prices, and where each keeps them: messaging in the messaging rate card (with the price list's
 * extra items), IoT in its data plans (and the price list's), the rest in the price list. A pricing table's rows
 * and /pricing's starting prices read them from there, never from text typed into a page.
 */
export const PRICED_PRODUCTS = {
  ...PRICE_LIST_PRODUCTS,
  'voice-api': 'Voice API',
  iot: 'IoT SIM',
  storage: 'Cloud Storage',
  networking: 'Networking',
  inference: 'AI Inference',
} as const
export type PricedProduct = keyof typeof PRICED_PRODUCTS
export const PRICED_PRODUCT_NAMES = Object.keys(PRICED_PRODUCTS) as [PricedProduct, ...PricedProduct[]]

export const options = <T extends string>(values: readonly T[], labels?: Partial<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }))
