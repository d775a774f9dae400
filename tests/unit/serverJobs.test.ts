/**
 * The README's start runs the jobs (issue 29): which environments' servers run the queue themselves, the
 * JOBS_WORKER variable, and the one line a production start without SMTP prints.
 */
import { describe, expect, it } from 'vitest'

import { readJobSettings } from '@/lib/config/jobs'
import { ConfigError } from '@/lib/config/parse'
import { smtpStartWarning } from '@/lib/forms/doubleOptIn'
import { readEnv } from '@/lib/config'
import { serverRunsJobs } from '@/lib/jobs/jobQueue'

describe('serverRunsJobs', () => {
  it('runs the queue in the server in development, staging and production by default', () => {
    for (const appEnv of ['dev', 'staging', 'production'] as const) expect(serverRunsJobs(appEnv, 'server'), appEnv).toBe(true)
  })

  it('never in the tests’ server (the API tests start their own workers), nor with JOBS_WORKER=external', () => {
    expect(serverRunsJobs('test', 'server')).toBe(false)
    for (const appEnv of ['dev', 'test', 'staging', 'production'] as const) expect(serverRunsJobs(appEnv, 'external'), appEnv).toBe(false)
  })
})

describe('JOBS_WORKER', () => {
  it('is server unless set to external, at the default interval of 15 s', () => {
    expect(readJobSettings({})).toMatchObject({ worker: 'server', intervalSeconds: 15 })
    expect(readJobSettings({ JOBS_WORKER: ' external ' }).worker).toBe('external')
    expect(readJobSettings({ JOBS_WORKER: 'server', JOBS_INTERVAL_SECONDS: '30' })).toMatchObject({ worker: 'server', intervalSeconds: 30 })
    expect(readJobSettings({ JOBS_WORKER: '' }).worker).toBe('server')
  })

  it('refuses anything else, naming the variable', () => {
    let error: unknown
    try {
      readEnv({ JOBS_WORKER: 'cron' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).problems).toEqual(['JOBS_WORKER must be one of server, external, got "cron"'])
  })
})

describe('smtpStartWarning', () => {
  it('is one line for a production start without SMTP, naming the variable and what stops working', () => {
    const warning = smtpStartWarning({ appEnv: 'production', smtp: undefined }) as string
    expect(warning).toMatch(/^SMTP_HOST is not set: /)
    expect(warning).toContain('subscriptions')
    for (const form of ['resource-center-email-signup', 'signup', 'pricing-csv', 'pricing-calculator']) expect(warning).toContain(form)
    expect(warning).not.toContain('contact-sales')
    expect(warning).not.toContain('\n')
  })

  it('says nothing with SMTP, or outside production (e-mails are written to the log on purpose there)', () => {
    expect(smtpStartWarning({ appEnv: 'production', smtp: { host: 'smtp.example' } })).toBeUndefined()
    for (const appEnv of ['dev', 'test', 'staging'] as const) expect(smtpStartWarning({ appEnv, smtp: undefined }), appEnv).toBeUndefined()
  })
})
