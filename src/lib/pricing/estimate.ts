/**
 * The calculators' arithmetic (pure, hand-checkable): the messaging estimate
 * (per-message price plus carrier fee, times the monthly volume) and the IoT
 * SIM plans' monthly cost (fee plus data beyond the allowance at the dearest
 * zone among the countries of use), each in the visitor's currency.
 */
import { BASE_CURRENCY, convertAmount, type Currency, type ExchangeRates } from './currency'
import { IOT_ZONES, type Direction, type IotZone, type MessageType, type SenderType } from './catalog'

/** Rounds half away from zero at `decimals` places, without binary-float surprises (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + 1e-9)) / factor
}

/** Per-message figures keep 4 decimals (rates are fractions of a cent); totals are in cents. */
export const UNIT_DECIMALS = 4
export const TOTAL_DECIMALS = 2

export type Money = { currency: Currency; rates: ExchangeRates }
const USD: Money = { currency: BASE_CURRENCY, rates: { USD: 1 } }

function inCurrency(usd: number, money: Money): number | undefined {
  return convertAmount(usd, BASE_CURRENCY, money.currency, money.rates)
}

export type MessagingRate = { country: string; messageType: MessageType; direction: Direction; senderType: SenderType; price: number; carrierFee: number }
export type MessagingInput = { country: string; messageType: MessageType; direction: Direction; senderType: SenderType; volume: number }
/** From the `fromMessages`-th message of a month on, each message's price (not its carrier fee) is `discountPercent` % less. */
export type VolumeTier = { fromMessages: number; discountPercent: number }
export type MessagingEstimate = {
  currency: Currency
  /** The rate's price, before volume discounts. */
  perMessage: number
  carrierFee: number
  perMessageTotal: number
  monthly: number
  /** The month's average per message, discounts and carrier fee included (equal to `perMessageTotal` below the first tier). */
  averagePerMessage: number
  /** The discount the month's last message gets (0 below the first tier). */
  discountPercent: number
}

/** "From message 150,001: 5 % off", the name a tier is listed by. */
export const volumeTierTitle = ({ fromMessages, discountPercent }: VolumeTier): string =>
  `From message ${Math.ceil(fromMessages).toLocaleString('en-US')}: ${discountPercent} % off`

/** "Volume pricing: 5 % off each message from message 150,001 of a month, 10 % from message 1,000,001." */
export function volumePricingNote(tiers: readonly VolumeTier[]): string {
  const parts = [...tiers]
    .sort((a, b) => a.fromMessages - b.fromMessages)
    .map(
      (tier, i) =>
        `${tier.discountPercent} % ${i === 0 ? 'off each message ' : ''}from message ${Math.ceil(tier.fromMessages).toLocaleString('en-US')}${i === 0 ? ' of a month' : ''}`,
    )
  return `Volume pricing: ${parts.join(', ')}. Carrier fees are passed on at cost.`
}

/**
 * How many of a month's messages fall in each discount (graduated, like a tax band: the first messages at the full price,
 * each tier's at its own discount). Tiers are taken in order of volume; a tier starting at 1 discounts everything.
 */
export function volumeBands(volume: number, tiers: readonly VolumeTier[]): { messages: number; discountPercent: number }[] {
  const sorted = [...tiers].filter((t) => t.fromMessages >= 1 && t.discountPercent > 0).sort((a, b) => a.fromMessages - b.fromMessages)
  const starts = [
    { fromMessages: 1, discountPercent: 0 },
    ...sorted.map((t) => ({ fromMessages: Math.ceil(t.fromMessages), discountPercent: t.discountPercent })),
  ]
  return starts
    .map((band, i) => {
      const end = Math.min(volume, (starts[i + 1]?.fromMessages ?? Infinity) - 1)
      return { messages: Math.max(0, end - band.fromMessages + 1), discountPercent: band.discountPercent }
    })
    .filter((band) => band.messages > 0)
}

/** The estimate for one rate-card row, or undefined when the country has no such rate (or the currency no exchange rate). */
export function messagingEstimate(
  rates: readonly MessagingRate[],
  input: MessagingInput,
  money: Money = USD,
  tiers: readonly VolumeTier[] = [],
): MessagingEstimate | undefined {
  const rate = rates.find(
    (r) => r.country === input.country && r.messageType === input.messageType && r.direction === input.direction && r.senderType === input.senderType,
  )
  if (!rate) return undefined
  const price = inCurrency(rate.price, money)
  const fee = inCurrency(rate.carrierFee, money)
  if (price === undefined || fee === undefined) return undefined
  const volume = Math.max(0, Math.floor(input.volume))
  const bands = volumeBands(volume, tiers)
  const monthly = bands.reduce((sum, band) => sum + band.messages * (price * (1 - band.discountPercent / 100) + fee), 0)
  return {
    currency: money.currency,
    perMessage: roundTo(price, UNIT_DECIMALS),
    carrierFee: roundTo(fee, UNIT_DECIMALS),
    perMessageTotal: roundTo(price + fee, UNIT_DECIMALS),
    monthly: roundTo(monthly, TOTAL_DECIMALS),
    averagePerMessage: roundTo(volume > 0 ? monthly / volume : price + fee, UNIT_DECIMALS),
    discountPercent: bands.at(-1)?.discountPercent ?? 0,
  }
}

export type IotPlan = { name: string; monthlyFeePerSim: number; includedMbPerSim: number; perMb: readonly { zone: IotZone; price: number }[] }
export type IotInput = { devices: number; mbPerDevice: number; zones: readonly IotZone[] }
export type IotPlanEstimate = { plan: string; currency: Currency; perDevice: number; monthly: number; zone: IotZone }

/** The dearest zone among the countries of use: a roaming SIM is priced where it costs most. */
export function dearestZone(zones: readonly IotZone[]): IotZone | undefined {
  return [...zones].sort((a, b) => IOT_ZONES.indexOf(b) - IOT_ZONES.indexOf(a))[0]
}

/** Each plan's monthly cost, cheapest first; plans without a price for the zone are left out. */
export function iotEstimates(plans: readonly IotPlan[], input: IotInput, money: Money = USD): IotPlanEstimate[] {
  const zone = dearestZone(input.zones)
  if (!zone) return []
  const devices = Math.max(0, Math.floor(input.devices))
  const mb = Math.max(0, input.mbPerDevice)
  const estimates: IotPlanEstimate[] = []
  for (const plan of plans) {
    const perMb = plan.perMb.find((p) => p.zone === zone)?.price
    if (perMb === undefined) continue
    const perDeviceUsd = plan.monthlyFeePerSim + Math.max(0, mb - plan.includedMbPerSim) * perMb
    const perDevice = inCurrency(perDeviceUsd, money)
    if (perDevice === undefined) continue
    estimates.push({
      plan: plan.name,
      currency: money.currency,
      perDevice: roundTo(perDevice, TOTAL_DECIMALS),
      monthly: roundTo(devices * perDevice, TOTAL_DECIMALS),
      zone,
    })
  }
  return estimates.sort((a, b) => a.monthly - b.monthly || a.plan.localeCompare(b.plan))
}
