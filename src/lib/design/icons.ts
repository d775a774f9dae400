/** The icons a card can show (CardGrid): one list for the admin's choices, the drawings and the seed. */
export const ICONS = {
  phone: 'Phone call',
  message: 'Message',
  hash: 'Phone number',
  shield: 'Security and verification',
  sparkle: 'AI',
  database: 'Storage',
  sim: 'SIM card',
  network: 'Network',
  globe: 'Global reach',
  bolt: 'Speed',
  code: 'Developers and SDKs',
  waveform: 'Audio and streaming',
  chart: 'Analytics',
  clock: 'Time and billing',
  route: 'Routing and failover',
  people: 'Teams and support',
} as const

export type IconName = keyof typeof ICONS
export const ICON_NAMES = Object.keys(ICONS) as IconName[]

export const isIconName = (value: unknown): value is IconName => typeof value === 'string' && Object.hasOwn(ICONS, value)

/** Words in a feature's title or text that suggest its icon, checked in this order; used by the seed and nothing else. */
const SUGGESTIONS: readonly [RegExp, IconName][] = [
  [/\b(ai|model|llm|inference|transcri|speech|gpu|agent)/i, 'sparkle'],
  [/\b(sim|esim|iot|device)/i, 'sim'],
  [/\b(stream|audio|codec|record|media|voice ?mail|amd|answering)/i, 'waveform'],
  [/\b(sdk|api|librar|code|developer|webhook|terraform)/i, 'code'],
  [/\b(secur|encrypt|fraud|verif|compliance|hipaa|stir|shaken|10dlc|privacy|kyc)/i, 'shield'],
  [/\b(storage|bucket|object|s3|backup)/i, 'database'],
  [/\b(billing|per-second|per second|price|pricing|minute|schedul)/i, 'clock'],
  [/\b(analytic|report|insight|dashboard|metric|monitor)/i, 'chart'],
  [/\b(failover|routing|route|redundan|porting|port)/i, 'route'],
  [/\b(global|countr|worldwide|international|region)/i, 'globe'],
  [/\b(latency|fast|instant|real[- ]time|speed)/i, 'bolt'],
  [/\b(number|did|toll|short code)/i, 'hash'],
  [/\b(sms|mms|message|messaging|rcs|whatsapp|chat)/i, 'message'],
  [/\b(call|sip|trunk|pstn|phone|dial)/i, 'phone'],
  [/\b(network|backbone|vpn|tunnel|edge|peering)/i, 'network'],
  [/\b(support|team|engineer|account manager)/i, 'people'],
]

/** The icon whose words appear in the title, else in the text (first in SUGGESTIONS wins); the fallback otherwise. */
export function suggestIcon(title: string, text: string, fallback: IconName): IconName {
  const match = (words: string) => SUGGESTIONS.find(([pattern]) => pattern.test(words))?.[1]
  return match(title) ?? match(text) ?? fallback
}
