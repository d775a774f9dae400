/** The voice AI agent demo (spec §9: demo timeout 60, time limit 300 seconds). */
import { SITE_PATHS } from '../pages'

export const VOICE_AI_AGENTS = {
  'appointment-scheduler': { label: 'Appointment scheduler', description: 'Books, moves and confirms appointments against your calendar.' },
  'customer-support': { label: 'Customer support', description: 'Answers account and order questions and hands off to a person when needed.' },
  'restaurant-host': { label: 'Restaurant host', description: 'Takes reservations and answers questions about hours and the menu.' },
  'lead-qualifier': { label: 'Lead qualifier', description: 'Calls back new leads, asks the qualifying questions and books a meeting.' },
} as const

export type VoiceAiAgent = keyof typeof VOICE_AI_AGENTS
export const VOICE_AI_AGENT_NAMES = Object.keys(VOICE_AI_AGENTS) as [VoiceAiAgent, ...VoiceAiAgent[]]

/**
 * The demo calls a person's own phone, so only the number types a person answers are called
 * (libphonenumber's types). Premium-rate, shared-cost, toll-free (the callee pays), personal
 * (UK 070, a known premium-rate trick), pager, UAN, voicemail and VoIP numbers, and any number
 * whose type is unknown, are refused: each could turn the demo into paid calls or a nuisance for a third party.
 */
export const DEMO_NUMBER_TYPES = ['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE'] as const

/**
 * Emergency and police short codes around the world. None is a valid number for libphonenumber
 * anyway; naming them keeps the refusal explicit whatever the parser decides, also after a country code.
 */
export const EMERGENCY_NUMBERS = new Set([
  '000',
  '08',
  '061',
  '062',
  '063',
  '100',
  '101',
  '102',
  '108',
  '110',
  '111',
  '112',
  '113',
  '117',
  '118',
  '119',
  '122',
  '15',
  '17',
  '18',
  '190',
  '192',
  '193',
  '199',
  '911',
  '933',
  '995',
  '997',
  '998',
  '999',
])

/** Why a number may not receive a demo call, or undefined when it may. `nationalNumber` as libphonenumber reads it, if at all. */
export function demoNumberRefusal(input: string, nationalNumber: string | undefined, type: string | undefined): string | undefined {
  const digits = input.replace(/\D/g, '')
  if (EMERGENCY_NUMBERS.has(digits) || (nationalNumber !== undefined && EMERGENCY_NUMBERS.has(nationalNumber))) return 'is an emergency number'
  if (!type || !(DEMO_NUMBER_TYPES as readonly string[]).includes(type)) {
    return 'must be a mobile or landline number: premium-rate, shared-cost, toll-free and other service numbers cannot get a demo call'
  }
  return undefined
}

/**
 * Why the demo cannot place calls here, or undefined when it can: production never calls a number without a
 * captcha. In plain words for the visitor (the endpoint's 503 message); the code demo_unavailable is for machines.
 */
export function demoUnavailableReason(captchaPolicy: 'verify' | 'refuse' | 'open'): string | undefined {
  return captchaPolicy === 'refuse'
    ? `The live demo is unavailable right now. Our team will gladly show you an agent on a call: contact us at ${SITE_PATHS.contactSales}.`
    : undefined
}

/** A demo call's state as the voice AI calls service reports it; 'unknown' when it cannot say. */
export const CALL_STATUSES = ['queued', 'ringing', 'in-progress', 'completed', 'no-answer', 'busy', 'failed', 'unknown'] as const
export type CallStatus = (typeof CALL_STATUSES)[number]

export type DemoLimits = { timeoutSeconds: number; timeLimitSeconds: number }
export type EndReason = 'completed' | 'no-answer' | 'time-limit' | 'failed' | 'stored'
export type DemoPhase = { phase: 'calling'; secondsLeft: number } | { phase: 'in-call'; secondsLeft: number } | { phase: 'ended'; reason: EndReason }

/**
 * What the visitor sees, from the reported status and the clock: the phone
 * rings for at most `timeoutSeconds`, a call lasts at most `timeLimitSeconds`
 * from the moment it was answered. When the service cannot report (unknown),
 * the ringing window is assumed answered once it passes, so the visitor is
 * never told "no answer" on a call they may be on.
 */
export function demoPhase(status: CallStatus, secondsSinceStart: number, secondsSinceAnswer: number | undefined, limits: DemoLimits): DemoPhase {
  if (status === 'completed') return { phase: 'ended', reason: 'completed' }
  if (status === 'failed') return { phase: 'ended', reason: 'failed' }
  if (status === 'no-answer' || status === 'busy') return { phase: 'ended', reason: 'no-answer' }
  const answered = status === 'in-progress' || (status === 'unknown' && secondsSinceStart >= limits.timeoutSeconds)
  if (!answered) {
    const left = limits.timeoutSeconds - secondsSinceStart
    return left > 0 ? { phase: 'calling', secondsLeft: Math.ceil(left) } : { phase: 'ended', reason: 'no-answer' }
  }
  const onCall = secondsSinceAnswer ?? Math.max(0, secondsSinceStart - limits.timeoutSeconds)
  const left = limits.timeLimitSeconds - onCall
  return left > 0 ? { phase: 'in-call', secondsLeft: Math.ceil(left) } : { phase: 'ended', reason: 'time-limit' }
}

/** "4:05" for a countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
