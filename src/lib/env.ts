/**
 * The one typed configuration module: every other module reads the
 * environment through here, never through `process.env` directly.
 */

import { DEVELOPMENT_SECRET } from './secrets'
import type { CoverageApiConfig } from './integrations/coverageApi'
import type { GrowthBookConfig } from './integrations/growthbook'
import type { HcaptchaConfig } from './integrations/hcaptcha'
import type { JobBoardConfig } from './integrations/jobBoard'
import type { JobSettings } from './jobQueue'
import type { MarketingContactsConfig } from './integrations/marketingContacts'
import { MARKETING_FORM_IDS, marketingFormVariable } from './forms'
import { parseFormTarget, type MarketingFormsConfig } from './integrations/marketingForms'
import type { NumbersApiConfig } from './integrations/numbersApi'
import type { PortalSignUpConfig } from './integrations/portalSignUp'
import type { VoiceAiCallsConfig, VoiceAiSetupConfig } from './integrations/voiceAiSetup'
import type { PhoneServiceConfig } from './phone'
import type { ScriptsConfig } from './scripts'
import type { SegmentConfig } from './tracking/segment'
import { DEMO_CALLS_PER_NUMBER_PER_DAY, DEMO_TIME_LIMIT_SECONDS, DEMO_TIMEOUT_SECONDS } from './voiceAi'

export const APP_ENVS = ['dev', 'test', 'staging', 'production'] as const
export type AppEnv = (typeof APP_ENVS)[number]

type Hosts = {
  /** The provider's main API. */
  api: string
  /** The customer portal (log in, sign up completion). */
  portal: string
}

/** Each environment has its own API and portal hosts (spec §9). */
export const HOSTS: Record<AppEnv, Hosts> = {
  dev: { api: 'https://api.dev.ostra.com', portal: 'https://portal.dev.ostra.com' },
  test: { api: 'https://api.test.ostra.com', portal: 'https://portal.test.ostra.com' },
  staging: { api: 'https://api.staging.ostra.com', portal: 'https://portal.staging.ostra.com' },
  production: { api: 'https://api.ostra.com', portal: 'https://portal.ostra.com' },
}

/** Cache revalidation: 3600 s in production, 60 s elsewhere (spec §9). */
export const REVALIDATE_SECONDS: Record<AppEnv, number> = {
  dev: 60,
  test: 60,
  staging: 60,
  production: 3600,
}

export function parseAppEnv(value: string | undefined, nodeEnv: string | undefined): AppEnv {
  if (value && (APP_ENVS as readonly string[]).includes(value)) return value as AppEnv
  return nodeEnv === 'production' ? 'production' : 'dev'
}

export type Env = {
  appEnv: AppEnv
  hosts: Hosts
  revalidateSeconds: number
  /** Absolute address of this site, no trailing slash. */
  siteUrl: string
  payloadSecret: string
  databaseUrl: string | undefined
  /** PostgreSQL read replicas (DATABASE_READ_REPLICA_URLS, comma-separated): reads go there, writes to DATABASE_URL. */
  databaseReadReplicas: string[]
  /**
   * Bounded waits on PostgreSQL: a new connection gives up after `connectMs`, a query after
   * `queryMs` (client side, for a database that stopped answering; the server cancels at the same
   * time). Requests then answer 503 instead of hanging for the TCP timeout (about 2 minutes).
   */
  databaseTimeouts: { connectMs: number; queryMs: number }
  /** The shared store of several app servers (rendered pages, data cache, rate limits); per process without REDIS_URL. */
  redisUrl: string | undefined
  /** The jobs worker (src/lib/jobQueue.ts): lease, retry backoff, poll interval, jobs run at once. */
  jobs: JobSettings
  /** Uploads in S3-compatible object storage; on disk (mediaDir) without S3_BUCKET. */
  s3: { bucket: string; region: string; endpoint: string | undefined; accessKeyId: string | undefined; secretAccessKey: string | undefined; forcePathStyle: boolean } | undefined
  /** Where uploads are stored on disk. */
  mediaDir: string
  /** Where migrations are read and written; scripts/check-generated.sh points it at a scratch copy. */
  migrationDir: string | undefined
  /** Whether the preview/editing tool entry point is shown (staging and dev only). */
  showEditingTools: boolean
  /** The hosted-video player's origin (iframe embeds), no trailing slash. */
  videoPlayerOrigin: string
  /** The video host's oEmbed endpoint (titles, thumbnails, sizes). */
  videoOembedUrl: string
  /** The image CDN: off when IMAGE_CDN_URL is unset; only addresses matching a pattern are rewritten. */
  imageCdn: { url: string; patterns: string[] } | undefined
  /** POSTs per client per minute on each of the product's endpoints. */
  rateLimitPerMinute: number
  /** The marketing e-mail contacts API (subscriptions); off without MARKETING_CONTACTS_API_KEY. */
  marketingContacts: MarketingContactsConfig | undefined
  /** hCaptcha: verification is off (every token passes) without HCAPTCHA_SECRET. */
  hcaptcha: HcaptchaConfig | undefined
  /** The customer-messaging widget's identity-verification secret (HMAC of the user id). */
  intercomSecret: string | undefined
  /** The inference API's model list; without it /api/ai-models answers the admin's catalogue. */
  inferenceModels: { url: string; apiKey: string | undefined; cacheSeconds: number } | undefined
  /** DNS for the e-mail check's MX lookup: servers (host or host:port; default the system's) and timeout. */
  emailDns: { servers: string[]; timeoutMs: number }
  /** Outgoing e-mail over SMTP (Payload's nodemailer adapter); without SMTP_HOST e-mails are written to the log. */
  smtp: { host: string; port: number; user: string | undefined; password: string | undefined; secure: boolean } | undefined
  emailFrom: { name: string; address: string }
  /** Where abuse reports are sent. */
  abuseReportEmail: string
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
  /** The phone-number validation service; without it libphonenumber's check stands alone. */
  phoneValidation: PhoneServiceConfig | undefined
  /** The provider's numbers API; without NUMBERS_API_URL the admin's inventory answers. */
  numbersApi: NumbersApiConfig | undefined
  /** The provider's country coverage and requirements API (v2); without COVERAGE_API_URL the seeded tables show. */
  coverageApi: CoverageApiConfig | undefined
  /** The job board's departments listing (/careers); without JOB_BOARD_URL the seeded roles show. */
  jobBoard: JobBoardConfig | undefined
  /** The marketing-automation form API; each form's "accountId/formId" in MARKETING_FORM_<NAME>. */
  marketingForms: MarketingFormsConfig | undefined
  /** The customer-analytics library (Segment); without SEGMENT_WRITE_KEY events go to the fallback endpoints. */
  segment: SegmentConfig | undefined
  /** Error reporting (Sentry); off without SENTRY_DSN (or NEXT_PUBLIC_SENTRY_DSN, which also turns it on in the browser). */
  sentry: { dsn: string; environment: AppEnv } | undefined
  /** The third-party scripts (lib/scripts); each is off until configured. */
  scripts: ScriptsConfig
  /** The feature-flag service; without GROWTHBOOK_CLIENT_KEY the built-in flag values apply. */
  growthbook: GrowthBookConfig | undefined
  /** The portal's sign-up endpoint; without PORTAL_SIGNUP_URL sign-ups are stored and handed to the portal's own page. */
  portalSignUp: PortalSignUpConfig | undefined
}

function scriptsFrom(source: Record<string, string | undefined>): ScriptsConfig {
  const intercomApp = source.INTERCOM_APP_ID
  return {
    marketingAutomation: source.MARKETING_AUTOMATION_SCRIPT_URL ? { src: source.MARKETING_AUTOMATION_SCRIPT_URL } : undefined,
    tagManager: source.TAG_MANAGER_ID ? { src: source.TAG_MANAGER_URL || 'https://www.googletagmanager.com/gtm.js', containerId: source.TAG_MANAGER_ID } : undefined,
    fraudDetection: source.FRAUD_DETECTION_SCRIPT_URL ? { src: source.FRAUD_DETECTION_SCRIPT_URL } : undefined,
    sessionReplay:
      source.SESSION_REPLAY_SCRIPT_URL && source.SESSION_REPLAY_PROJECT_KEY
        ? { src: source.SESSION_REPLAY_SCRIPT_URL, projectKey: source.SESSION_REPLAY_PROJECT_KEY, ingestPoint: source.SESSION_REPLAY_INGEST_URL || undefined }
        : undefined,
    sessionRecording: source.SESSION_RECORDING_ORG_ID
      ? { src: source.SESSION_RECORDING_SCRIPT_URL || 'https://edge.fullstory.com/s/fs.js', orgId: source.SESSION_RECORDING_ORG_ID }
      : undefined,
    messagingWidget: intercomApp ? { src: source.INTERCOM_WIDGET_URL || `https://widget.intercom.io/widget/${encodeURIComponent(intercomApp)}`, appId: intercomApp } : undefined,
  }
}

function marketingFormsFrom(source: Record<string, string | undefined>): MarketingFormsConfig | undefined {
  const forms = Object.fromEntries(MARKETING_FORM_IDS.map((form) => [form, parseFormTarget(source[marketingFormVariable(form)])]))
  if (!Object.values(forms).some(Boolean)) return undefined
  return { url: source.MARKETING_FORMS_URL || 'https://api.hsforms.com/submissions/v3/integration/submit', timeoutMs: intOf(source.MARKETING_TIMEOUT_MS, 10_000), forms }
}

/** "Name <address>" or a bare address. */
function mailbox(value: string | undefined, fallback: { name: string; address: string }): { name: string; address: string } {
  const match = value ? /^\s*(?:"?([^"<]*?)"?\s*)?<([^>]+)>\s*$/.exec(value) : null
  if (match) return { name: match[1]?.trim() || fallback.name, address: match[2].trim() }
  return value?.includes('@') ? { name: fallback.name, address: value.trim() } : fallback
}

/** A whole number from the environment, or the fallback when unset or not a number. */
function intOf(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback
}

/** A comma-separated variable as a list, blanks dropped. */
function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/**
 * The development secret keeps `npm run dev` and the tests one command. Production never runs on it:
 * `npm start` supplies a generated or configured one (scripts/run.ts), and anything else must set it.
 */
function payloadSecretFor(appEnv: AppEnv, configured: string | undefined): string {
  if (appEnv !== 'production') return configured || DEVELOPMENT_SECRET
  if (!configured || configured === DEVELOPMENT_SECRET) {
    throw new Error('PAYLOAD_SECRET must be set to a secret of your own in production (npm start generates one on the embedded database).')
  }
  return configured
}

export function readEnv(source: Record<string, string | undefined>): Env {
  const appEnv = parseAppEnv(source.APP_ENV, source.NODE_ENV)
  const port = source.PORT ?? '3000'
  return {
    appEnv,
    hosts: HOSTS[appEnv],
    revalidateSeconds: REVALIDATE_SECONDS[appEnv],
    siteUrl: (source.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    payloadSecret: payloadSecretFor(appEnv, source.PAYLOAD_SECRET),
    databaseUrl: source.DATABASE_URL || undefined,
    databaseReadReplicas: listOf(source.DATABASE_READ_REPLICA_URLS),
    databaseTimeouts: { connectMs: intOf(source.DATABASE_CONNECT_TIMEOUT_MS, 3_000), queryMs: intOf(source.DATABASE_QUERY_TIMEOUT_MS, 4_000) },
    redisUrl: source.REDIS_URL || undefined,
    jobs: {
      leaseSeconds: Math.max(1, intOf(source.JOBS_LEASE_SECONDS, 300)),
      retryBaseSeconds: Math.max(1, intOf(source.JOBS_RETRY_BASE_SECONDS, 15)),
      retryMaxSeconds: Math.max(1, intOf(source.JOBS_RETRY_MAX_SECONDS, 3600)),
      intervalSeconds: Math.max(1, intOf(source.JOBS_INTERVAL_SECONDS, 15)),
      concurrency: Math.max(1, intOf(source.JOBS_CONCURRENCY, 4)),
    },
    s3: source.S3_BUCKET
      ? {
          bucket: source.S3_BUCKET,
          region: source.S3_REGION || 'us-east-1',
          // MinIO, R2 and other S3-compatible stores: their endpoint, usually with path-style addresses.
          endpoint: source.S3_ENDPOINT || undefined,
          accessKeyId: source.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: source.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: source.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    mediaDir: source.MEDIA_DIR || 'media',
    migrationDir: source.PAYLOAD_MIGRATION_DIR || undefined,
    showEditingTools: appEnv === 'dev' || appEnv === 'staging',
    videoPlayerOrigin: (source.VIDEO_PLAYER_ORIGIN || 'https://player.vimeo.com').replace(/\/+$/, ''),
    videoOembedUrl: source.VIDEO_OEMBED_URL || 'https://vimeo.com/api/oembed.json',
    imageCdn: source.IMAGE_CDN_URL
      ? { url: source.IMAGE_CDN_URL.replace(/\/+$/, ''), patterns: listOf(source.IMAGE_CDN_PATTERNS) }
      : undefined,
    rateLimitPerMinute: intOf(source.RATE_LIMIT_PER_MINUTE, 20),
    marketingContacts: source.MARKETING_CONTACTS_API_KEY
      ? {
          url: source.MARKETING_CONTACTS_URL || 'https://api.sendgrid.com/v3/marketing/contacts',
          apiKey: source.MARKETING_CONTACTS_API_KEY,
          timeoutMs: intOf(source.MARKETING_TIMEOUT_MS, 10_000),
          lists: { subprocessors: source.MARKETING_LIST_SUBPROCESSORS || undefined, 'release-notes': source.MARKETING_LIST_RELEASE_NOTES || undefined },
        }
      : undefined,
    hcaptcha: source.HCAPTCHA_SECRET
      ? {
          secret: source.HCAPTCHA_SECRET,
          verifyUrl: source.HCAPTCHA_VERIFY_URL || 'https://api.hcaptcha.com/siteverify',
          siteKey: source.NEXT_PUBLIC_HCAPTCHA_SITE_KEY || undefined,
          timeoutMs: intOf(source.HCAPTCHA_TIMEOUT_MS, 10_000),
        }
      : undefined,
    intercomSecret: source.INTERCOM_IDENTITY_SECRET || undefined,
    inferenceModels: source.INFERENCE_MODELS_URL
      ? { url: source.INFERENCE_MODELS_URL, apiKey: source.INFERENCE_API_KEY || undefined, cacheSeconds: intOf(source.INFERENCE_MODELS_CACHE_SECONDS, 300) }
      : undefined,
    emailDns: { servers: listOf(source.EMAIL_DNS_SERVERS), timeoutMs: intOf(source.EMAIL_DNS_TIMEOUT_MS, 1500) },
    smtp: source.SMTP_HOST
      ? {
          host: source.SMTP_HOST,
          port: intOf(source.SMTP_PORT, 587),
          user: source.SMTP_USER || undefined,
          password: source.SMTP_PASSWORD || undefined,
          secure: source.SMTP_SECURE === 'true',
        }
      : undefined,
    emailFrom: mailbox(source.EMAIL_FROM, { name: 'Ostra', address: 'no-reply@ostra.com' }),
    abuseReportEmail: source.ABUSE_REPORT_EMAIL || 'abuse@ostra.com',
    voiceAiDemo: {
      timeoutSeconds: intOf(source.VOICE_AI_DEMO_TIMEOUT_SECONDS, DEMO_TIMEOUT_SECONDS),
      timeLimitSeconds: intOf(source.VOICE_AI_DEMO_TIME_LIMIT_SECONDS, DEMO_TIME_LIMIT_SECONDS),
      callsPerNumberPerDay: intOf(source.VOICE_AI_DEMO_CALLS_PER_NUMBER_PER_DAY, DEMO_CALLS_PER_NUMBER_PER_DAY),
    },
    voiceAiSetup:
      source.VOICE_AI_SETUP_URL && source.VOICE_AI_API_KEY && source.VOICE_AI_CALLER_NUMBER && source.VOICE_AI_APPLICATION_ID
        ? {
            url: source.VOICE_AI_SETUP_URL,
            apiKey: source.VOICE_AI_API_KEY,
            callerNumber: source.VOICE_AI_CALLER_NUMBER.trim(),
            applicationId: source.VOICE_AI_APPLICATION_ID.trim(),
            timeoutMs: intOf(source.VOICE_AI_TIMEOUT_MS, 10_000),
            demoTimeoutSeconds: intOf(source.VOICE_AI_DEMO_TIMEOUT_SECONDS, DEMO_TIMEOUT_SECONDS),
            timeLimitSeconds: intOf(source.VOICE_AI_DEMO_TIME_LIMIT_SECONDS, DEMO_TIME_LIMIT_SECONDS),
          }
        : undefined,
    voiceAiCalls:
      source.VOICE_AI_CALLS_URL && source.VOICE_AI_API_KEY
        ? { url: source.VOICE_AI_CALLS_URL, apiKey: source.VOICE_AI_API_KEY, timeoutMs: intOf(source.VOICE_AI_CALLS_TIMEOUT_MS, 3000) }
        : undefined,
    phoneValidation:
      source.PHONE_VALIDATION_URL && source.PHONE_VALIDATION_API_KEY
        ? { url: source.PHONE_VALIDATION_URL, apiKey: source.PHONE_VALIDATION_API_KEY, timeoutMs: intOf(source.PHONE_VALIDATION_TIMEOUT_MS, 3000) }
        : undefined,
    numbersApi:
      source.NUMBERS_API_URL && source.NUMBERS_API_KEY
        ? { url: source.NUMBERS_API_URL, apiKey: source.NUMBERS_API_KEY, timeoutMs: intOf(source.NUMBERS_API_TIMEOUT_MS, 5000) }
        : undefined,
    coverageApi:
      source.COVERAGE_API_URL && source.COVERAGE_API_KEY
        ? { url: source.COVERAGE_API_URL.replace(/\/+$/, ''), apiKey: source.COVERAGE_API_KEY, timeoutMs: intOf(source.COVERAGE_API_TIMEOUT_MS, 5000) }
        : undefined,
    jobBoard: source.JOB_BOARD_URL ? { url: source.JOB_BOARD_URL, timeoutMs: intOf(source.JOB_BOARD_TIMEOUT_MS, 5000) } : undefined,
    marketingForms: marketingFormsFrom(source),
    segment: source.SEGMENT_WRITE_KEY
      ? { writeKey: source.SEGMENT_WRITE_KEY, cdnUrl: source.SEGMENT_CDN_URL || undefined, apiUrl: source.SEGMENT_API_URL || undefined }
      : undefined,
    scripts: scriptsFrom(source),
    portalSignUp:
      source.PORTAL_SIGNUP_URL && source.PORTAL_API_KEY
        ? { url: source.PORTAL_SIGNUP_URL, apiKey: source.PORTAL_API_KEY, timeoutMs: intOf(source.PORTAL_TIMEOUT_MS, 10_000) }
        : undefined,
    growthbook: source.GROWTHBOOK_CLIENT_KEY
      ? { apiHost: source.GROWTHBOOK_API_HOST || 'https://cdn.growthbook.io', clientKey: source.GROWTHBOOK_CLIENT_KEY, timeoutMs: intOf(source.GROWTHBOOK_TIMEOUT_MS, 3000) }
      : undefined,
    sentry: source.SENTRY_DSN || source.NEXT_PUBLIC_SENTRY_DSN ? { dsn: (source.SENTRY_DSN || source.NEXT_PUBLIC_SENTRY_DSN) as string, environment: appEnv } : undefined,
  }
}

export const env: Env = readEnv(process.env)
