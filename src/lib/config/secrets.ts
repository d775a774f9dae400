/** Payload's secret (sessions, and every secret derived from it in lib/secrets.ts). */
import type { AppEnv } from './app'
import { ConfigError, parseVariables, text, type EnvSource } from './parse'

/** The development secret: valid only outside production (refused there). */
export const DEVELOPMENT_SECRET = 'ostra-development-secret-change-me'

/**
 * The development secret keeps `npm run dev` and the tests one command. Production never runs on it:
 * `npm start` supplies a generated or configured one (scripts/run.ts), and anything else must set it.
 */
export function readPayloadSecret(source: EnvSource, appEnv: AppEnv): string {
  const { PAYLOAD_SECRET } = parseVariables({ PAYLOAD_SECRET: text() }, source)
  if (appEnv !== 'production') return PAYLOAD_SECRET ?? DEVELOPMENT_SECRET
  if (!PAYLOAD_SECRET || PAYLOAD_SECRET === DEVELOPMENT_SECRET) {
    throw new ConfigError(['PAYLOAD_SECRET must be set to a secret of your own in production (npm start generates one on the embedded database)'])
  }
  return PAYLOAD_SECRET
}
