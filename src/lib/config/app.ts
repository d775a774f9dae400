/** The site itself: which environment it runs as, its own address, its hosts and cache lifetime, rate limits. */
import { oneOf, parseVariables, text, wholeNumber, withoutTrailingSlash, address, type EnvSource } from './parse'

export const APP_ENVS = ['dev', 'test', 'staging', 'production'] as const
export type AppEnv = (typeof APP_ENVS)[number]

type Hosts = {
  /** The provider's main API. */
  api: string
  /** The customer portal (log in, sign up completion). */
  portal: string
}

/** Each environment has its own API and portal hosts (spec §9). */
const HOSTS: Record<AppEnv, Hosts> = {
  dev: { api: 'https://api.dev.ostra.com', portal: 'https://portal.dev.ostra.com' },
  test: { api: 'https://api.test.ostra.com', portal: 'https://portal.test.ostra.com' },
  staging: { api: 'https://api.staging.ostra.com', portal: 'https://portal.staging.ostra.com' },
  production: { api: 'https://api.ostra.com', portal: 'https://portal.ostra.com' },
}

/** Cache revalidation: 3600 s in production, 60 s elsewhere (spec §9). */
const REVALIDATE_SECONDS: Record<AppEnv, number> = { dev: 60, test: 60, staging: 60, production: 3600 }

export type AppConfig = {
  appEnv: AppEnv
  hosts: Hosts
  revalidateSeconds: number
  /** Absolute address of this site, no trailing slash. */
  siteUrl: string
  /** Whether the preview/editing tool entry point is shown (staging and dev only). */
  showEditingTools: boolean
  /** POSTs per client per minute on each of the product's endpoints. */
  rateLimitPerMinute: number
}

/** APP_ENV when set (it must name an environment); else production under NODE_ENV=production, dev otherwise. */
export function parseAppEnv(source: EnvSource): AppEnv {
  const { APP_ENV } = parseVariables({ APP_ENV: oneOf(APP_ENVS) }, source)
  return APP_ENV ?? (source.NODE_ENV === 'production' ? 'production' : 'dev')
}

export function readAppConfig(source: EnvSource): AppConfig {
  const appEnv = parseAppEnv(source)
  const vars = parseVariables(
    { PORT: wholeNumber(3000, { min: 1 }), SITE_URL: address(), RATE_LIMIT_PER_MINUTE: wholeNumber(20, { min: 1 }), NODE_ENV: text() },
    source,
  )
  return {
    appEnv,
    hosts: HOSTS[appEnv],
    revalidateSeconds: REVALIDATE_SECONDS[appEnv],
    siteUrl: withoutTrailingSlash(vars.SITE_URL ?? `http://localhost:${vars.PORT}`),
    showEditingTools: appEnv === 'dev' || appEnv === 'staging',
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
  }
}
