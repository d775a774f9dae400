/**
 * What the scripts that start things (scripts/run.ts, scripts/test.ts, the embedded database) read
 * before the app's own configuration applies: they may supply part of it (the production secret,
 * DATABASE_URL) to the app they start.
 */
import { parseAppEnv, type AppEnv } from './app'
import { ConfigError, parseVariables, text, wholeNumber, address, type EnvSource } from './parse'

type LauncherConfig = {
  /** APP_ENV as set (undefined: the command decides, e.g. `next start` is production). */
  appEnv: AppEnv | undefined
  payloadSecret: string | undefined
  databaseUrl: string | undefined
  hcaptchaSecret: string | undefined
  /** hCaptcha's site key: with the secret alone, production's captcha forms are still off (lib/forms/captchaPolicy). */
  hcaptchaSiteKey: string | undefined
  /** Print the embedded PostgreSQL's own log lines (DEBUG_PG set to anything). */
  debugPg: boolean
  embedded: { dataDir: string; port: number; database: string }
  /** The port `next start` listens on (PORT, 3000): the launcher warms the server up there once it answers. */
  serverPort: number
  test: { port: number; pgPort: number }
}

export function readLauncherConfig(source: EnvSource): LauncherConfig {
  const problems: string[] = []
  let appEnv: AppEnv | undefined
  try {
    appEnv = source.APP_ENV?.trim() ? parseAppEnv(source) : undefined
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    problems.push(...error.problems)
  }
  let vars: ReturnType<typeof parseLauncherVariables> | undefined
  try {
    vars = parseLauncherVariables(source)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    problems.push(...error.problems)
  }
  if (!vars || problems.length > 0) throw new ConfigError(problems)
  return {
    appEnv,
    payloadSecret: vars.PAYLOAD_SECRET,
    databaseUrl: vars.DATABASE_URL,
    hcaptchaSecret: vars.HCAPTCHA_SECRET,
    hcaptchaSiteKey: vars.NEXT_PUBLIC_HCAPTCHA_SITE_KEY,
    debugPg: Boolean(vars.DEBUG_PG),
    embedded: { dataDir: vars.EMBEDDED_PG_DIR ?? '.data/postgres', port: vars.EMBEDDED_PG_PORT, database: vars.EMBEDDED_PG_DATABASE ?? 'ostra' },
    serverPort: vars.PORT,
    test: { port: vars.TEST_PORT, pgPort: vars.TEST_PG_PORT },
  }
}

function parseLauncherVariables(source: EnvSource) {
  const port = (fallback: number) => wholeNumber(fallback, { min: 1 })
  return parseVariables(
    {
      PAYLOAD_SECRET: text(),
      DATABASE_URL: address(['postgres:', 'postgresql:']),
      HCAPTCHA_SECRET: text(),
      NEXT_PUBLIC_HCAPTCHA_SITE_KEY: text(),
      DEBUG_PG: text(),
      EMBEDDED_PG_DIR: text(),
      EMBEDDED_PG_PORT: port(54329),
      EMBEDDED_PG_DATABASE: text(),
      PORT: port(3000),
      TEST_PORT: port(3100),
      TEST_PG_PORT: port(54331),
    },
    source,
  )
}

let cached: LauncherConfig | undefined
/** The launching process's configuration, read from `process.env` on first use. */
export function launcherConfig(): LauncherConfig {
  cached ??= readLauncherConfig(process.env)
  return cached
}
