/**
 * The calculators' state in the address (so a result can be shared): read
 * with every value checked and defaulted, written back in a fixed order.
 */
import { DIRECTIONS, MESSAGE_TYPES, SENDER_TYPES, type Direction, type MessageType, type SenderType } from './catalog'

export type MessagingState = { country: string; messageType: MessageType; direction: Direction; senderType: SenderType; volume: number }
export type IotState = { devices: number; mbPerDevice: number; countries: string[] }

export const MESSAGING_PARAMS = { country: 'country', messageType: 'type', direction: 'direction', senderType: 'sender', volume: 'volume' } as const
export const IOT_PARAMS = { devices: 'devices', mbPerDevice: 'mb', countries: 'countries' } as const

export const DEFAULT_VOLUME = 10_000
export const MAX_VOLUME = 1_000_000_000
export const DEFAULT_DEVICES = 100
export const DEFAULT_MB_PER_DEVICE = 50
export const MAX_DEVICES = 10_000_000
export const MAX_MB_PER_DEVICE = 1_000_000

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : fallback

function wholeNumber(value: string | null, fallback: number, max: number): number {
  if (value === null || value.trim() === '') return fallback
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? Math.min(Math.floor(n), max) : fallback
}

export function parseMessagingState(query: URLSearchParams, countries: readonly string[], defaultCountry: string): MessagingState {
  const country = (query.get(MESSAGING_PARAMS.country) ?? '').toUpperCase()
  return {
    country: countries.includes(country) ? country : defaultCountry,
    messageType: oneOf(MESSAGE_TYPES, query.get(MESSAGING_PARAMS.messageType), 'sms'),
    direction: oneOf(DIRECTIONS, query.get(MESSAGING_PARAMS.direction), 'outbound'),
    senderType: oneOf(SENDER_TYPES, query.get(MESSAGING_PARAMS.senderType), 'long-code'),
    volume: wholeNumber(query.get(MESSAGING_PARAMS.volume), DEFAULT_VOLUME, MAX_VOLUME),
  }
}

export function parseIotState(query: URLSearchParams, countries: readonly string[], defaultCountry: string): IotState {
  const chosen = (query.get(IOT_PARAMS.countries) ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c, i, all) => countries.includes(c) && all.indexOf(c) === i)
  return {
    devices: wholeNumber(query.get(IOT_PARAMS.devices), DEFAULT_DEVICES, MAX_DEVICES),
    mbPerDevice: wholeNumber(query.get(IOT_PARAMS.mbPerDevice), DEFAULT_MB_PER_DEVICE, MAX_MB_PER_DEVICE),
    countries: chosen.length ? chosen : [defaultCountry],
  }
}

/** The address's query with the calculator's values set; other parameters (locale, utm_…) are kept. */
export function withMessagingState(query: URLSearchParams, state: MessagingState): URLSearchParams {
  const next = new URLSearchParams(query)
  for (const key of Object.keys(MESSAGING_PARAMS) as (keyof MessagingState)[]) next.set(MESSAGING_PARAMS[key], String(state[key]))
  return next
}

export function withIotState(query: URLSearchParams, state: IotState): URLSearchParams {
  const next = new URLSearchParams(query)
  next.set(IOT_PARAMS.devices, String(state.devices))
  next.set(IOT_PARAMS.mbPerDevice, String(state.mbPerDevice))
  next.set(IOT_PARAMS.countries, state.countries.join(','))
  return next
}
