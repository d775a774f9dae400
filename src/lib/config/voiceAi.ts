/** The voice AI demo: its limits, the setup service that places calls, and the calls service (a call's status). */
import { address, parseVariables, text, wholeNumber, type EnvSource } from './parse'

export const DEMO_TIMEOUT_SECONDS = 60
export const DEMO_TIME_LIMIT_SECONDS = 300
/** Demo calls one destination number may get in 24 hours (VOICE_AI_DEMO_CALLS_PER_NUMBER_PER_DAY). */
const DEMO_CALLS_PER_NUMBER_PER_DAY = 3

/** `callerNumber` and `applicationId`: the fixed number the demo calls from and the voice application it runs (spec §9). */
export type VoiceAiSetupConfig = {
  url: string
  apiKey: string
  callerNumber: string
  applicationId: string
  timeoutMs: number
  demoTimeoutSeconds: number
  timeLimitSeconds: number
}
export type VoiceAiCallsConfig = { url: string; apiKey: string; timeoutMs: number }

export type VoiceAiConfig = {
  /**
   * The voice AI demo's settings (seconds): how long to wait for an answer, and the call's limit;
   * how many demo calls one destination number may get in 24 hours.
   */
  voiceAiDemo: { timeoutSeconds: number; timeLimitSeconds: number; callsPerNumberPerDay: number }
  /**
   * The voice AI setup service, with the fixed caller number and application id every demo call
   * carries (spec §9); without all four (URL, key, caller number, application id) demo sign-ups are stored only.
   */
  voiceAiSetup: VoiceAiSetupConfig | undefined
  /** The voice AI calls service (a demo call's status); without VOICE_AI_CALLS_URL the demo counts down by the clock alone. */
  voiceAiCalls: VoiceAiCallsConfig | undefined
}

export function readVoiceAiConfig(source: EnvSource): VoiceAiConfig {
  const ms = (fallback: number) => wholeNumber(fallback, { min: 1, unit: 'milliseconds' })
  const s = (fallback: number) => wholeNumber(fallback, { min: 1, unit: 'seconds' })
  const vars = parseVariables(
    {
      VOICE_AI_SETUP_URL: address(),
      VOICE_AI_API_KEY: text(),
      VOICE_AI_CALLER_NUMBER: text(),
      VOICE_AI_APPLICATION_ID: text(),
      VOICE_AI_TIMEOUT_MS: ms(10_000),
      VOICE_AI_DEMO_TIMEOUT_SECONDS: s(DEMO_TIMEOUT_SECONDS),
      VOICE_AI_DEMO_TIME_LIMIT_SECONDS: s(DEMO_TIME_LIMIT_SECONDS),
      VOICE_AI_DEMO_CALLS_PER_NUMBER_PER_DAY: wholeNumber(DEMO_CALLS_PER_NUMBER_PER_DAY, { unit: 'calls' }),
      VOICE_AI_CALLS_URL: address(),
      VOICE_AI_CALLS_TIMEOUT_MS: ms(3000),
    },
    source,
  )
  const { VOICE_AI_SETUP_URL: setupUrl, VOICE_AI_API_KEY: apiKey, VOICE_AI_CALLER_NUMBER: callerNumber, VOICE_AI_APPLICATION_ID: applicationId } = vars
  return {
    voiceAiDemo: {
      timeoutSeconds: vars.VOICE_AI_DEMO_TIMEOUT_SECONDS,
      timeLimitSeconds: vars.VOICE_AI_DEMO_TIME_LIMIT_SECONDS,
      callsPerNumberPerDay: vars.VOICE_AI_DEMO_CALLS_PER_NUMBER_PER_DAY,
    },
    voiceAiSetup:
      setupUrl && apiKey && callerNumber && applicationId
        ? {
            url: setupUrl,
            apiKey,
            callerNumber,
            applicationId,
            timeoutMs: vars.VOICE_AI_TIMEOUT_MS,
            demoTimeoutSeconds: vars.VOICE_AI_DEMO_TIMEOUT_SECONDS,
            timeLimitSeconds: vars.VOICE_AI_DEMO_TIME_LIMIT_SECONDS,
          }
        : undefined,
    voiceAiCalls: vars.VOICE_AI_CALLS_URL && apiKey ? { url: vars.VOICE_AI_CALLS_URL, apiKey, timeoutMs: vars.VOICE_AI_CALLS_TIMEOUT_MS } : undefined,
  }
}
