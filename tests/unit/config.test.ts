import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { parseAppEnv } from '@/lib/config/app'
import { readJobSettings } from '@/lib/config/jobs'
import { readLauncherConfig } from '@/lib/config/launcher'
import { marketingFormVariable } from '@/lib/config/marketing'
import { ConfigError } from '@/lib/config/parse'
import { readEnv } from '@/lib/config'

/** The problems a start with these variables reports (none: []). */
function problemsOf(source: Record<string, string>): readonly string[] {
  try {
    readEnv(source)
    return []
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
}

describe('configuration defaults', () => {
  it('runs with nothing configured: development, every optional service off', () => {
    const env = readEnv({})
    expect(env).toMatchObject({
      appEnv: 'dev',
      siteUrl: 'http://localhost:3000',
      rateLimitPerMinute: 20,
      databaseUrl: undefined,
      databaseReadReplicas: [],
      databaseTimeouts: { connectMs: 3000, queryMs: 4000 },
      jobs: { leaseSeconds: 300, retryBaseSeconds: 15, retryMaxSeconds: 3600, intervalSeconds: 15, concurrency: 4 },
      mediaDir: 'media',
      emailFrom: { name: 'Ostra', address: 'no-reply@ostra.com' },
      abuseReportEmail: 'abuse@ostra.com',
      emailDns: { servers: [], timeoutMs: 1500 },
      voiceAiDemo: { timeoutSeconds: 60, timeLimitSeconds: 300, callsPerNumberPerDay: 3 },
      admin: { email: undefined, password: undefined },
    })
    for (const service of [
      'redisUrl',
      's3',
      'imageCdn',
      'smtp',
      'hcaptcha',
      'marketingContacts',
      'marketingForms',
      'inferenceModels',
      'voiceAiSetup',
      'voiceAiCalls',
      'phoneValidation',
      'numbersApi',
      'coverageApi',
      'jobBoard',
      'segment',
      'sentry',
      'growthbook',
      'portalSignUp',
      'intercomSecret',
    ] as const) {
      expect(env[service], service).toBeUndefined()
    }
    expect(Object.values(env.scripts).filter(Boolean)).toEqual([])
  })

  it('treats an empty or blank value as unset', () => {
    expect(readEnv({ JOBS_LEASE_SECONDS: '', SMTP_HOST: '  ', APP_ENV: '' })).toMatchObject({ appEnv: 'dev', smtp: undefined, jobs: { leaseSeconds: 300 } })
  })

  it('falls back on NODE_ENV when APP_ENV is unset', () => {
    expect(parseAppEnv({ NODE_ENV: 'production' })).toBe('production')
    expect(parseAppEnv({ NODE_ENV: 'development' })).toBe('dev')
    expect(parseAppEnv({ APP_ENV: 'staging', NODE_ENV: 'production' })).toBe('staging')
  })

  it('the site address follows PORT until SITE_URL is set', () => {
    expect(readEnv({ PORT: '4000' }).siteUrl).toBe('http://localhost:4000')
  })
})

describe('configured values', () => {
  it('reads numbers, flags, lists and addresses', () => {
    const env = readEnv({
      JOBS_LEASE_SECONDS: ' 8 ',
      JOBS_CONCURRENCY: '2',
      DATABASE_URL: 'postgres://u:p@db:5432/ostra',
      DATABASE_READ_REPLICA_URLS: 'postgres://r1/ostra, postgresql://r2/ostra',
      REDIS_URL: 'rediss://cache:6380',
      S3_BUCKET: 'media',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_HOST: 'smtp.example',
      SMTP_PORT: '2525',
      SMTP_SECURE: 'false',
      EMAIL_FROM: '"Ostra team" <team@ostra.test>',
      EMAIL_DNS_SERVERS: '1.1.1.1, 8.8.8.8:53',
    })
    expect(env.jobs).toMatchObject({ leaseSeconds: 8, concurrency: 2 })
    expect(env.databaseUrl).toBe('postgres://u:p@db:5432/ostra')
    expect(env.databaseReadReplicas).toEqual(['postgres://r1/ostra', 'postgresql://r2/ostra'])
    expect(env.redisUrl).toBe('rediss://cache:6380')
    expect(env.s3).toMatchObject({ bucket: 'media', region: 'us-east-1', forcePathStyle: true })
    expect(env.smtp).toEqual({ host: 'smtp.example', port: 2525, user: undefined, password: undefined, secure: false })
    expect(env.emailFrom).toEqual({ name: 'Ostra team', address: 'team@ostra.test' })
    expect(env.emailDns.servers).toEqual(['1.1.1.1', '8.8.8.8:53'])
  })

  it('switches a keyed service on only with both its address and its key', () => {
    expect(readEnv({ NUMBERS_API_URL: 'https://numbers.example' }).numbersApi).toBeUndefined()
    expect(readEnv({ NUMBERS_API_URL: 'https://numbers.example', NUMBERS_API_KEY: 'k', NUMBERS_API_TIMEOUT_MS: '900' }).numbersApi).toEqual({
      url: 'https://numbers.example',
      apiKey: 'k',
      timeoutMs: 900,
    })
    expect(readEnv({ VOICE_AI_SETUP_URL: 'https://voice.example', VOICE_AI_API_KEY: 'k', VOICE_AI_CALLER_NUMBER: '+15550100' }).voiceAiSetup).toBeUndefined()
  })

  it('keys each marketing form by its variable, and is off without any', () => {
    const forms = readEnv({ [marketingFormVariable('pricing-csv')]: '123/abc-def' }).marketingForms
    expect(forms?.forms).toEqual({ MARKETING_FORM_PRICING_CSV: { accountId: '123', formId: 'abc-def' } })
    expect(readEnv({ MARKETING_FORMS_URL: 'https://forms.example' }).marketingForms).toBeUndefined()
  })

  it('says which variable is wrong, how, and what it got', () => {
    expect(() => readJobSettings({ JOBS_LEASE_SECONDS: 'abc' })).toThrow('JOBS_LEASE_SECONDS must be a whole number of seconds ≥ 1, got "abc"')
  })
})

describe('invalid values stop the start, naming the variable', () => {
  const wholeNumbers = [
    'PORT',
    'RATE_LIMIT_PER_MINUTE',
    'DATABASE_CONNECT_TIMEOUT_MS',
    'DATABASE_QUERY_TIMEOUT_MS',
    'JOBS_LEASE_SECONDS',
    'JOBS_RETRY_BASE_SECONDS',
    'JOBS_RETRY_MAX_SECONDS',
    'JOBS_INTERVAL_SECONDS',
    'JOBS_CONCURRENCY',
    'SMTP_PORT',
    'EMAIL_DNS_TIMEOUT_MS',
    'HCAPTCHA_TIMEOUT_MS',
    'MARKETING_TIMEOUT_MS',
    'INFERENCE_MODELS_CACHE_SECONDS',
    'VOICE_AI_TIMEOUT_MS',
    'VOICE_AI_DEMO_TIMEOUT_SECONDS',
    'VOICE_AI_DEMO_TIME_LIMIT_SECONDS',
    'VOICE_AI_DEMO_CALLS_PER_NUMBER_PER_DAY',
    'VOICE_AI_CALLS_TIMEOUT_MS',
    'PHONE_VALIDATION_TIMEOUT_MS',
    'NUMBERS_API_TIMEOUT_MS',
    'COVERAGE_API_TIMEOUT_MS',
    'JOB_BOARD_TIMEOUT_MS',
    'PORTAL_TIMEOUT_MS',
    'GROWTHBOOK_TIMEOUT_MS',
  ]
  it.each(wholeNumbers)('%s: not a whole number', (name) => {
    for (const bad of ['abc', '1.5', '-3', '10s']) {
      expect(problemsOf({ [name]: bad })).toEqual([expect.stringMatching(new RegExp(`^${name} must be a whole number.*, got "${bad}"$`))])
    }
  })

  it('a zero where at least one is needed', () => {
    expect(problemsOf({ JOBS_CONCURRENCY: '0' })).toEqual(['JOBS_CONCURRENCY must be a whole number of jobs ≥ 1, got "0"'])
    // Zero is a real choice here: no caching of the model list.
    expect(problemsOf({ INFERENCE_MODELS_CACHE_SECONDS: '0' })).toEqual([])
  })

  it.each([
    ['SITE_URL', 'ostra.com'],
    ['VIDEO_PLAYER_ORIGIN', 'player.vimeo.com'],
    ['HCAPTCHA_VERIFY_URL', 'not a url'],
    ['COVERAGE_API_URL', 'ftp://coverage.example'],
    ['SENTRY_DSN', 'dsn'],
    ['INTERCOM_WIDGET_URL', '/widget.js'],
  ])('%s: not an http(s) address', (name, bad) => {
    expect(problemsOf({ [name]: bad })).toEqual([`${name} must be an absolute http or https address, got "${bad}"`])
  })

  it('database and Redis addresses need their own protocols', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://db/ostra' })).toEqual([
      'DATABASE_URL must be an absolute postgres or postgresql address, got "mysql://db/ostra"',
    ])
    expect(problemsOf({ DATABASE_READ_REPLICA_URLS: 'postgres://r1/x,r2' })).toEqual([
      expect.stringMatching(/^DATABASE_READ_REPLICA_URLS must be .*, got "r2"$/),
    ])
    expect(problemsOf({ REDIS_URL: 'http://cache' })).toEqual(['REDIS_URL must be an absolute redis or rediss address, got "http://cache"'])
  })

  it('words, flags, mailboxes and form ids', () => {
    expect(problemsOf({ APP_ENV: 'prod' })).toEqual(['APP_ENV must be one of dev, test, staging, production, got "prod"'])
    expect(problemsOf({ S3_FORCE_PATH_STYLE: 'yes' })).toEqual(['S3_FORCE_PATH_STYLE must be true or false, got "yes"'])
    expect(problemsOf({ SMTP_SECURE: '1' })).toEqual(['SMTP_SECURE must be true or false, got "1"'])
    expect(problemsOf({ EMAIL_FROM: 'Ostra' })).toEqual(['EMAIL_FROM must be an e-mail address or "Name <address>"'])
    expect(problemsOf({ ABUSE_REPORT_EMAIL: 'abuse desk' })).toEqual(['ABUSE_REPORT_EMAIL must be an e-mail address'])
    expect(problemsOf({ MARKETING_FORM_CONTACT_SALES: 'contact-sales' })).toEqual([
      'MARKETING_FORM_CONTACT_SALES must be "accountId/formId", got "contact-sales"',
    ])
  })

  it('production refuses a missing or published secret', () => {
    expect(problemsOf({ APP_ENV: 'production' })).toEqual([expect.stringMatching(/^PAYLOAD_SECRET must be set/)])
  })

  it('reports every invalid variable of a start at once', () => {
    let error: unknown
    try {
      readEnv({ JOBS_LEASE_SECONDS: 'abc', SMTP_PORT: 'x', APP_ENV: 'prod', GROWTHBOOK_API_HOST: 'cdn' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).problems).toHaveLength(4)
    expect((error as ConfigError).message).toMatch(
      /^Invalid configuration:\n {2}- APP_ENV .*\n {2}- SMTP_PORT .*\n {2}- JOBS_LEASE_SECONDS .*\n {2}- GROWTHBOOK_API_HOST /,
    )
  })
})

describe('the launcher configuration (scripts/run.ts, scripts/test.ts)', () => {
  it('defaults, and APP_ENV only when set', () => {
    expect(readLauncherConfig({})).toEqual({
      appEnv: undefined,
      payloadSecret: undefined,
      databaseUrl: undefined,
      hcaptchaSecret: undefined,
      hcaptchaSiteKey: undefined,
      debugPg: false,
      embedded: { dataDir: '.data/postgres', port: 54329, database: 'ostra' },
      serverPort: 3000,
      test: { port: 3100, pgPort: 54331 },
    })
    expect(readLauncherConfig({ APP_ENV: 'production', DEBUG_PG: '1', TEST_PORT: '3200' })).toMatchObject({
      appEnv: 'production',
      debugPg: true,
      test: { port: 3200 },
    })
  })
  it('names each invalid variable', () => {
    expect(() => readLauncherConfig({ APP_ENV: 'live', EMBEDDED_PG_PORT: 'five' })).toThrow(
      /APP_ENV must be one of dev, test, staging, production, got "live"\n {2}- EMBEDDED_PG_PORT must be a whole number ≥ 1, got "five"/,
    )
  })
})

describe('process.env is read in src/lib/config only', () => {
  /**
   * The exceptions, each commented where it is: variables Next or Node set or inline themselves
   * (NEXT_RUNTIME, NEXT_PHASE, NODE_ENV, NEXT_PUBLIC_* in client code, NODE_OPTIONS), the
   * environment passed on to child processes, and plain-node scripts that run without TypeScript.
   */
  const EXCEPTIONS = [
    'src/instrumentation.ts',
    'src/instrumentation-client.ts',
    'payload.config.ts',
    'next.config.ts',
    'scripts/lib.ts',
    'scripts/test.ts',
    'scripts/servers.ts',
    'scripts/client-address.cjs',
    // A preload, before the app and its configuration load: V8's flags must be set first.
    'scripts/v8-memory.cjs',
    'scripts/screenshots.mjs',
    // Next's own origin variable, and the render token next.config inlines at build time.
    'src/app/(frontend)/unrouted/[[...path]]/route.ts',
    // The test-mode counters: also in the proxy, which should not load the whole configuration for one flag.
    'src/lib/requests/requestProbe.ts',
  ]
  function files(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name)
      return entry.isDirectory() ? files(file) : /\.(ts|tsx|mjs|cjs|js)$/.test(entry.name) ? [file] : []
    })
  }
  it('nowhere else in src, scripts or the root configs', () => {
    const readers = [...files('src'), ...files('scripts'), 'payload.config.ts', 'next.config.ts']
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => !file.startsWith('src/lib/config/') && !EXCEPTIONS.includes(file))
      .filter((file) => /process\.env\b/.test(fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')))
    expect(readers).toEqual([])
  })
})
