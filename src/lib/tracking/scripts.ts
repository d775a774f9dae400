/**
 * The third-party scripts the site loads (spec §7 "Loaded scripts") and the
 * rules for each: which consent group it needs, which paths it belongs on,
 * whether bots are spared it, and the message its failure is reported with
 * (spec §8). One list: the script island and its tests read it.
 */
import type { ConsentGroup } from './consent'
import type { ScriptsConfig } from '../config'
import { SITE_PATHS } from '../pages'

export const SCRIPT_IDS = ['marketingAutomation', 'tagManager', 'fraudDetection', 'sessionReplay', 'sessionRecording', 'messagingWidget'] as const
export type ScriptId = (typeof SCRIPT_IDS)[number]

export type ScriptRule = {
  /** The consent group it needs; strictly necessary ones always load. */
  consent: ConsentGroup
  /** Only on these paths (the fraud check belongs to sign-up alone). */
  paths?: readonly string[]
  /** Not for visitors whose user agent looks like a bot (session replay and recording, spec §4). */
  humansOnly?: boolean
}

export const SCRIPT_RULES: Record<ScriptId, ScriptRule> = {
  marketingAutomation: { consent: 'targeting' },
  tagManager: { consent: 'performance' },
  fraudDetection: { consent: 'necessary', paths: [SITE_PATHS.signUp] },
  sessionReplay: { consent: 'performance', humansOnly: true },
  sessionRecording: { consent: 'performance', humansOnly: true },
  messagingWidget: { consent: 'functional' },
}

/** The error catalogue's messages for script failures (spec §8). */
export const SCRIPT_FAILURES = {
  marketingAutomation: 'marketing-automation script failed to load',
  fraudDetection: 'fraud-detection library failed to load',
  sessionReplay: 'session-replay failed to load',
  sessionReplayAnonymousId: 'session-replay failed to set anonymous id',
  sessionReplayIngest: 'session-replay ingest point missing',
  /** The session-recording service only warns (its script is often blocked). */
  sessionRecording: 'session recording script failed to load or was blocked',
  tagManager: 'tag manager failed to load',
  messagingWidget: 'messaging widget failed to load',
} as const

export type { ScriptsConfig }

export type Visit = { path: string; consentGroups: readonly ConsentGroup[]; bot: boolean }

/** Whether any script is configured: without one, pages ship no script loader at all. */
export function anyScriptConfigured(config: ScriptsConfig): boolean {
  return SCRIPT_IDS.some((id) => config[id] !== undefined)
}

/** The scripts this page view may load, in the list's order. */
export function scriptsToLoad(config: ScriptsConfig, visit: Visit): ScriptId[] {
  return SCRIPT_IDS.filter((id) => {
    const rule = SCRIPT_RULES[id]
    if (!config[id]) return false
    if (rule.paths && !rule.paths.includes(visit.path)) return false
    if (rule.humansOnly && visit.bot) return false
    return rule.consent === 'necessary' || visit.consentGroups.includes(rule.consent)
  })
}
