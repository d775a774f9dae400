/**
 * What the analytics fallback (/api/s/p, /s/t, /s/i) accepts from anyone: small, flat events.
 * Documented in docs/api.md (Analytics events). Anything else is 400 naming the field, and a body
 * over EVENT_MAX_BYTES is 413.
 */
import { z } from 'zod'

/** A whole event body. The largest real one (a page view with a long address) is about 2.5 KB. */
export const EVENT_MAX_BYTES = 4 * 1024
/** Event names: a letter or digit, then letters, digits, spaces and _ . : / - (the spec's names, e.g. "Voice AI Lets Talk Submit"). */
export const EVENT_NAME = /^[A-Za-z0-9][A-Za-z0-9 _.:/-]{0,63}$/
/** Property names: letters, digits and _ . $ - (camelCase names such as experimentId). */
export const PROPERTY_KEY = /^[A-Za-z0-9_.$-]{1,40}$/
export const MAX_PROPERTIES = 20
export const MAX_STRING = 500
export const MAX_LIST = 20

const scalar = z.union([z.string().max(MAX_STRING), z.number().finite(), z.boolean(), z.null()])
const key = z.string().regex(PROPERTY_KEY, 'property names are 1 to 40 letters, digits or _ . $ -')
const fewKeys = (value: Record<string, unknown>) => Object.keys(value).length <= MAX_PROPERTIES
const tooMany = { message: `has more than ${MAX_PROPERTIES} properties` }
const flat = z.record(key, scalar).refine(fewKeys, tooMany)

/**
 * Properties, traits and options: at most 20 keys; each value a string (≤ 500 characters),
 * number, boolean or null, a list of up to 20 of those, or one nested level of the same scalars
 * (e.g. options.context.page).
 */
export const eventProperties = z.record(key, z.union([scalar, z.array(scalar).max(MAX_LIST), flat])).refine(fewKeys, tooMany)
export const eventName = z.string().trim().regex(EVENT_NAME, 'must be an event name: 1 to 64 letters, digits, spaces or _ . : / -')
