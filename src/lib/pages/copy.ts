/** Small rules for the words a page shows: suffixes added once, labels from slugs, doubled words, self-links. */
import { normalisePath } from './paths'

/** `name` followed by `suffix`, unless it already ends with it ("Messaging Pricing" + "pricing" stays "Messaging Pricing"). */
export function withSuffix(name: string, suffix: string): string {
  return new RegExp(`\\b${suffix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i').test(name.trim()) ? name.trim() : `${name.trim()} ${suffix}`
}

/** `name` without a trailing `suffix` ("Messaging Pricing" → "Messaging"). */
export function withoutSuffix(name: string, suffix: string): string {
  return name.trim().replace(new RegExp(`\\s+${suffix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'), '')
}

/** Words written in capitals or mixed case in product names. */
const SPELLINGS: Record<string, string> = {
  ai: 'AI',
  api: 'API',
  apis: 'APIs',
  iot: 'IoT',
  sim: 'SIM',
  sip: 'SIP',
  sms: 'SMS',
  mms: 'MMS',
  rcs: 'RCS',
  tts: 'TTS',
  stt: 'STT',
  vpn: 'VPN',
  esim: 'eSIM',
  webrtc: 'WebRTC',
  texml: 'TeXML',
}

/** A readable label for a slug ("voice-ai-agents" → "Voice AI Agents"); text that is already a label is kept. */
export function labelFromSlug(value: string): string {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) return value
  return value
    .split('-')
    .map((word) => SPELLINGS[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** The first word written twice in a row ("Pricing pricing"), case-insensitively, or undefined. */
export function doubledWord(text: string): string | undefined {
  return /\b(\p{L}[\p{L}\p{N}'’-]*)\s+\1\b/iu.exec(text)?.[1]
}

/** Whether a button's address is the page it sits on (a page never offers a button to itself). */
export function linksToPage(href: string, pagePath: string): boolean {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(href)) return false
  return normalisePath(href) === normalisePath(pagePath)
}
