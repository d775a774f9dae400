import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

type Probe = { s3: boolean; email: boolean; loaded: { awsSdk: boolean; nodemailer: boolean; disposableDomains: boolean } }

/** payload.config.ts loaded in its own process with this configuration (tests/api/configProbe.ts). */
async function probe(extra: Record<string, string>): Promise<Probe> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '--conditions=production', PAYLOAD_SECRET: 'probe-secret', ...extra }
  for (const name of ['S3_BUCKET', 'SMTP_HOST']) if (!(name in extra)) delete env[name]
  const { stdout } = await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['tests/api/configProbe.ts'], { env, timeout: 90_000 })
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Probe
}

// The server's memory budget (bench: server memory): a service that is not configured costs nothing.
describe('optional services', () => {
  it('loads neither the AWS SDK, the SMTP transport nor the disposable-domain list when S3 and SMTP are not configured', async () => {
    // The e-mail adapter without SMTP only writes each e-mail to the log (payload.config logEmail): no transport loads.
    expect(await probe({})).toEqual({ s3: false, email: true, loaded: { awsSdk: false, nodemailer: false, disposableDomains: false } })
  })

  it('stores uploads in S3 and sends e-mail through SMTP when they are configured', async () => {
    expect(await probe({ S3_BUCKET: 'media', S3_REGION: 'us-east-1', SMTP_HOST: '127.0.0.1', SMTP_PORT: '2525' })).toEqual({
      s3: true,
      email: true,
      loaded: { awsSdk: true, nodemailer: true, disposableDomains: false },
    })
  })
})
