/**
 * Fake outside services for the test run, on 127.0.0.1: scripts/test.ts starts
 * this before the site and points the site's configuration at it, so the real
 * integration code (hCaptcha, the inference API, …) is exercised over HTTP,
 * never the internet. Tests switch behaviours with POST /__mode and read what
 * arrived with GET /__log.
 */
import { createServer, type IncomingMessage } from 'node:http'
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net'

export const FAKE_HCAPTCHA_SECRET = 'test-hcaptcha-secret'
export const FAKE_INFERENCE_KEY = 'test-inference-key'
export const FAKE_INTERCOM_SECRET = 'test-intercom-secret'
export const FAKE_VOICE_AI_KEY = 'test-voice-ai-key'
export const FAKE_NUMBERS_KEY = 'test-numbers-key'
export const FAKE_COVERAGE_KEY = 'test-coverage-key'
export const FAKE_SEGMENT_KEY = 'test-segment-key'
export const FAKE_GROWTHBOOK_KEY = 'sdk-test-client-key'
export const FAKE_PORTAL_KEY = 'test-portal-key'
/** A fixed port: the site's pages carry the analytics addresses from build time. */
export const FAKE_SERVICES_PORT = Number(process.env.FAKE_SERVICES_PORT ?? 3199)

export type Modes = {
  models: 'ok' | 'fail'
  voiceAi: 'ok' | 'fail'
  /** Flags the flag service turns on or off over the production values, by feature key: a value, or a whole GrowthBook definition (targeting rules included). */
  flags: Record<string, boolean | { defaultValue: boolean; rules: Record<string, unknown>[] }>
  /** What the calls service says about every demo call. */
  voiceAiCall: 'queued' | 'ringing' | 'in-progress' | 'completed' | 'no-answer' | 'failed'
  numbers: 'ok' | 'fail'
  /** `refuse`: every submission is refused for good, as a wrong form id is (400 with the service's message). */
  marketingForms: 'ok' | 'fail' | 'refuse'
  /** Milliseconds the marketing form service takes to answer (after it has recorded the submission), so a job is in flight. */
  marketingFormsDelayMs: number
  portal: 'ok' | 'fail'
  /** Milliseconds the analytics settings take to arrive, so calls made meanwhile must wait in the buffer. */
  segmentDelayMs: number
}
/** `replay`: a request carrying an Idempotency-Key the service has already taken (answered as before, recorded once). */
type Logged = { method: string; path: string; headers: Record<string, string | string[] | undefined>; body: string; replay?: boolean }

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => resolve(text))
  })

export const FAKE_MODELS = {
  data: [
    { id: 'meta-llama/Llama-3.3-70B-Instruct', owned_by: 'meta-llama' },
    { id: 'openai/gpt-oss-20b', owned_by: 'openai' },
    { id: 'fake-provider/only-from-the-api', owned_by: 'fake-provider' },
  ],
}

/** Greenhouse's departments listing; deliberately out of order, so the page's sorting shows. */
export const FAKE_JOB_BOARD = {
  departments: [
    {
      id: 4001,
      name: 'Voice Engineering (fake board)',
      parent_id: null,
      child_ids: [],
      jobs: [
        {
          id: 7001,
          internal_job_id: 6001,
          title: 'Principal SIP Engineer (fake board)',
          location: { name: 'Remote (Europe)' },
          absolute_url: 'https://boards.greenhouse.io/ostra/jobs/7001',
          updated_at: '2026-01-12T09:30:00-05:00',
          metadata: null,
          requisition_id: 'ENG-101',
        },
        {
          id: 7002,
          internal_job_id: 6002,
          title: 'Media Server Engineer (fake board)',
          location: { name: 'Lisbon, Portugal' },
          absolute_url: 'https://boards.greenhouse.io/ostra/jobs/7002',
          updated_at: '2026-01-10T14:00:00-05:00',
          metadata: null,
          requisition_id: 'ENG-102',
        },
      ],
    },
    {
      id: 4002,
      name: 'Carrier Relations (fake board)',
      parent_id: null,
      child_ids: [],
      jobs: [
        {
          id: 7003,
          internal_job_id: 6003,
          title: 'Carrier Partnerships Manager (fake board)',
          location: { name: 'Singapore' },
          absolute_url: 'https://boards.greenhouse.io/ostra/jobs/7003',
          updated_at: '2026-01-08T08:00:00-05:00',
          metadata: null,
          requisition_id: 'BD-201',
        },
      ],
    },
  ],
}

/**
 * The provider's v2 coverage answers (shape: src/lib/coverage/coverageData.ts): five
 * countries and satellite coverage (the seeded table has about 110), and
 * requirements for Iceland and Kenya (which the seeded table lacks), so the
 * pages show whether the API was read.
 */
export const FAKE_COVERAGE = {
  data: [
    { record_type: 'country_coverage', country_code: 'JP', features: ['voice', 'sms', 'iot_sim'], phone_number_types: ['local', 'toll_free'] },
    { record_type: 'country_coverage', country_code: 'IS', features: ['voice', 'sms'], phone_number_types: ['local', 'mobile'] },
    { record_type: 'country_coverage', country_code: 'XX', features: ['iot_sim'], phone_number_types: [] },
    { record_type: 'country_coverage', country_code: 'KE', features: ['voice', 'sms', 'iot_sim'], phone_number_types: ['mobile'] },
    { record_type: 'country_coverage', country_code: 'UY', features: ['voice'], phone_number_types: ['local', 'toll_free'] },
    { record_type: 'country_coverage', country_code: 'NZ', features: ['voice', 'sms', 'iot_sim'], phone_number_types: ['local', 'toll_free'] },
  ],
  meta: { page_number: 1, page_size: 250, total_pages: 1, total_results: 6 },
}
export const FAKE_REQUIREMENTS = {
  data: [
    {
      record_type: 'requirement',
      country_code: 'IS',
      phone_number_type: 'local',
      action: 'ordering',
      requirements_types: [
        { name: 'Icelandic ID number (kennitala)', type: 'identity' },
        { name: 'Address in Iceland', type: 'address' },
      ],
    },
    {
      record_type: 'requirement',
      country_code: 'JP',
      phone_number_type: 'local',
      action: 'ordering',
      requirements_types: [
        { name: 'Address within the area code', type: 'address' },
        { name: 'Japanese corporate registry certificate', type: 'document' },
      ],
    },
    {
      record_type: 'requirement',
      country_code: 'JP',
      phone_number_type: 'toll_free',
      action: 'ordering',
      requirements_types: [{ name: 'Business registration', type: 'document' }],
    },
    // Porting has its own rules: never listed.
    {
      record_type: 'requirement',
      country_code: 'JP',
      phone_number_type: 'local',
      action: 'porting',
      requirements_types: [{ name: 'Letter of authorization', type: 'document' }],
    },
    {
      record_type: 'requirement',
      country_code: 'KE',
      phone_number_type: 'mobile',
      action: 'ordering',
      requirements_types: [{ name: 'Proof of identity (national ID or passport)', type: 'identity' }],
    },
    {
      record_type: 'requirement',
      country_code: 'NZ',
      phone_number_type: 'local',
      action: 'ordering',
      requirements_types: [{ name: 'Address in New Zealand', type: 'address' }],
    },
  ],
  meta: { page_number: 1, page_size: 250, total_pages: 1, total_results: 6 },
}

const RECORD = 'window.__vendorCalls = window.__vendorCalls || []; const record = (...call) => window.__vendorCalls.push(call);'
/** Stand-ins for the vendors' browser scripts, with the globals the site drives. */
const FAKE_SCRIPTS: Record<string, string> = {
  '/scripts/fraud.js': `${RECORD} record('fraud', 'loaded');`,
  '/scripts/replay.js': `${RECORD} window.OpenReplay = class { constructor(options) { record('replay', 'new', options) } start() { record('replay', 'start') } setUserAnonymousID(id) { record('replay', 'anonymousId', id) } };`,
  '/scripts/widget.js': `${RECORD} record('widget', 'loaded', window.intercomSettings); window.Intercom = (command, payload) => record('widget', command, payload);`,
}

/** The demo's fixed caller number and voice application (spec §9), as configured for the tests. */
export const FAKE_VOICE_AI_CALLER = '+13125550100'
export const FAKE_VOICE_AI_APPLICATION = 'demo-application-1'

export type FakeServices = { url: string; smtpPort: number; close: () => void }

export async function startFakeServices(port = FAKE_SERVICES_PORT): Promise<FakeServices> {
  const modes: Modes = {
    models: 'ok',
    voiceAi: 'ok',
    voiceAiCall: 'ringing',
    flags: {},
    numbers: 'ok',
    marketingForms: 'ok',
    marketingFormsDelayMs: 0,
    portal: 'ok',
    segmentDelayMs: 0,
  }
  const log: Logged[] = []
  // Idempotency keys taken, as a service that honours them keeps them: a repeat is answered without being recorded again.
  const taken = new Set<string>()
  const mailbox: FakeMail[] = []
  const smtp = await startFakeSmtp(mailbox)
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const body = await read(request)
    // The analytics library calls from the page's origin: answer CORS like the real CDN and API.
    const cors = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'content-type, authorization',
    }
    const json = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json', ...cors }).end(JSON.stringify(value))
    if (request.method === 'OPTIONS') return response.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET, POST' }).end()
    if (url.pathname === '/__mode' && request.method === 'POST') {
      Object.assign(modes, JSON.parse(body) as Partial<Modes>)
      return json(200, modes)
    }
    if (url.pathname === '/__mail') return json(200, mailbox)
    if (url.pathname === '/__log')
      return json(
        200,
        log.filter((entry) => !url.searchParams.get('path') || entry.path === url.searchParams.get('path')),
      )
    const key = typeof request.headers['idempotency-key'] === 'string' ? `${url.pathname} ${request.headers['idempotency-key']}` : undefined
    log.push({ method: request.method ?? 'GET', path: url.pathname, headers: request.headers, body, ...(key ? { replay: taken.has(key) } : {}) })

    const segmentSettings = /^\/segment-cdn\/v1\/projects\/([^/]+)\/settings$/.exec(url.pathname)
    if (segmentSettings) {
      if (segmentSettings[1] !== FAKE_SEGMENT_KEY) return json(404, { error: 'unknown write key' })
      await new Promise((resolve) => setTimeout(resolve, modes.segmentDelayMs))
      const apiHost = `${request.headers.host}/segment/v1`
      return json(200, {
        integrations: { 'Segment.io': { apiKey: FAKE_SEGMENT_KEY, apiHost, protocol: 'http' } },
        plan: { track: { __default: { enabled: true } } },
      })
    }
    if (url.pathname.startsWith('/segment/v1/') && request.method === 'POST') return json(200, { success: true })
    // The flag service: the production values, as the real one holds them.
    if (url.pathname === `/growthbook/api/features/${FAKE_GROWTHBOOK_KEY}`) {
      const overrides = Object.fromEntries(
        Object.entries(modes.flags).map(([key, value]) => [key, typeof value === 'boolean' ? { defaultValue: value } : value]),
      )
      return json(200, { features: { 'new-header-navigation': { defaultValue: true }, 'homepage-scroll-snap': { defaultValue: true }, ...overrides } })
    }
    // Vendor scripts: each records what the site asked of it on window.__vendorCalls.
    const script = FAKE_SCRIPTS[url.pathname]
    if (script !== undefined) return response.writeHead(200, { 'content-type': 'text/javascript', ...cors }).end(`(() => { ${script} })();`)
    // Sentry's ingest (the DSN's project 1): envelopes are kept in the log.
    if (url.pathname === '/api/1/envelope/' && request.method === 'POST') return json(200, { id: 'fake' })
    // The portal's sign-up endpoint: "taken…" addresses already have an account.
    if (url.pathname === '/portal/sign-up' && request.method === 'POST') {
      if (request.headers.authorization !== `Bearer ${FAKE_PORTAL_KEY}`) return json(401, { error: 'unauthorized' })
      if (modes.portal === 'fail') return json(500, { error: 'down' })
      const account = JSON.parse(body) as { email?: string; password?: string }
      if (!account.password) return json(422, { error: 'password required' })
      if (account.email?.startsWith('taken')) return json(409, { error: 'exists' })
      return json(201, { redirect_url: `https://portal.test.ostra.com/welcome?email=${encodeURIComponent(account.email ?? '')}` })
    }
    if (url.pathname === '/hcaptcha/siteverify' && request.method === 'POST') {
      const form = new URLSearchParams(body)
      const token = form.get('response') ?? ''
      if (form.get('secret') !== FAKE_HCAPTCHA_SECRET) return json(200, { success: false, 'error-codes': ['invalid-input-secret'] })
      if (token.startsWith('down')) return json(500, { error: 'unavailable' })
      if (token.startsWith('pass')) return json(200, { success: true, hostname: 'localhost', challenge_ts: new Date().toISOString() })
      return json(200, { success: false, 'error-codes': ['invalid-input-response'] })
    }
    if (url.pathname === '/inference/models') {
      if (request.headers.authorization !== `Bearer ${FAKE_INFERENCE_KEY}`) return json(401, { error: 'unauthorized' })
      return modes.models === 'ok' ? json(200, { object: 'list', ...FAKE_MODELS }) : json(500, { error: 'down' })
    }
    if (url.pathname.startsWith('/marketing/forms/') && request.method === 'POST') {
      if (modes.marketingForms === 'refuse')
        return json(400, { status: 'error', message: 'The form with this id does not exist', correlationId: 'fake', errors: [] })
      if (modes.marketingForms !== 'ok') return json(500, { status: 'error' })
      // Recorded on arrival, answered after the delay: a sender killed meanwhile never learns that it went.
      if (key) taken.add(key)
      if (modes.marketingFormsDelayMs) await new Promise((resolve) => setTimeout(resolve, modes.marketingFormsDelayMs))
      return json(200, { inlineMessage: 'Thanks!' })
    }
    if (url.pathname === '/voice-ai/setup' && request.method === 'POST') {
      if (request.headers.authorization !== `Bearer ${FAKE_VOICE_AI_KEY}`) return json(401, { error: 'unauthorized' })
      if (modes.voiceAi === 'fail') return json(502, { error: 'upstream' })
      // The real service refuses a call without our caller number and application.
      const call = JSON.parse(body) as { from?: string; application_id?: string }
      if (call.from !== FAKE_VOICE_AI_CALLER || call.application_id !== FAKE_VOICE_AI_APPLICATION)
        return json(422, { error: 'from and application_id are required' })
      return json(201, { call_id: `call-${log.length}`, status: 'ringing' })
    }
    if (url.pathname.startsWith('/voice-ai/calls/') && request.method === 'GET') {
      if (request.headers.authorization !== `Bearer ${FAKE_VOICE_AI_KEY}`) return json(401, { error: 'unauthorized' })
      return json(200, { call_id: decodeURIComponent(url.pathname.slice('/voice-ai/calls/'.length)), status: modes.voiceAiCall })
    }
    if (url.pathname === '/numbers/available_phone_numbers') {
      if (request.headers.authorization !== `Bearer ${FAKE_NUMBERS_KEY}`) return json(401, { error: 'unauthorized' })
      if (modes.numbers === 'fail') return json(503, { errors: [{ detail: 'maintenance' }] })
      const country = url.searchParams.get('filter[country_code]') ?? 'US'
      return json(200, {
        data: [
          {
            phone_number: '+14155550123',
            phone_number_type: 'local',
            region_information: [
              { region_type: 'rate_center', region_name: 'SNFC CNTRL' },
              { region_type: 'national_destination_code', region_name: '415' },
            ],
            features: [{ name: 'voice' }, { name: 'sms' }],
            cost_information: { monthly_cost: '1.00', upfront_cost: '1.00' },
          },
          {
            phone_number: '+18005550199',
            phone_number_type: 'toll_free',
            region_information: [],
            features: [{ name: 'voice' }],
            cost_information: { monthly_cost: '1.00', upfront_cost: '0.00' },
          },
        ].filter(() => country === 'US'),
      })
    }
    if (url.pathname === '/job-board/departments' && request.method === 'GET') return json(200, FAKE_JOB_BOARD)
    // The video host's oEmbed answer (no thumbnail: a page under test loads nothing from outside).
    if (url.pathname === '/video/oembed.json' && request.method === 'GET')
      return json(200, { type: 'video', title: 'A fake hosted video', width: 1280, height: 720, duration: 90 })
    if ((url.pathname === '/coverage/v2/country_coverage' || url.pathname === '/coverage/v2/requirements') && request.method === 'GET') {
      if (request.headers.authorization !== `Bearer ${FAKE_COVERAGE_KEY}`) return json(401, { errors: [{ detail: 'unauthorized' }] })
      return json(200, url.pathname.endsWith('/requirements') ? FAKE_REQUIREMENTS : FAKE_COVERAGE)
    }
    json(404, { error: 'no such fake' })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    smtpPort: smtp.port,
    close: () => {
      server.close()
      smtp.server.close()
    },
  }
}

/** The site's configuration pointing every outside service at the fakes. */
export function fakeServiceEnv({ url, smtpPort }: FakeServices): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    EMAIL_FROM: 'Ostra website <no-reply@ostra.test>',
    ABUSE_REPORT_EMAIL: 'abuse-desk@ostra.test',
    HCAPTCHA_SECRET: FAKE_HCAPTCHA_SECRET,
    HCAPTCHA_VERIFY_URL: `${url}/hcaptcha/siteverify`,
    INFERENCE_MODELS_URL: `${url}/inference/models`,
    INFERENCE_API_KEY: FAKE_INFERENCE_KEY,
    INFERENCE_MODELS_CACHE_SECONDS: '0',
    INTERCOM_IDENTITY_SECRET: FAKE_INTERCOM_SECRET,
    VOICE_AI_SETUP_URL: `${url}/voice-ai/setup`,
    VOICE_AI_API_KEY: FAKE_VOICE_AI_KEY,
    VOICE_AI_TIMEOUT_MS: '2000',
    VOICE_AI_CALLS_URL: `${url}/voice-ai/calls`,
    VOICE_AI_CALLER_NUMBER: FAKE_VOICE_AI_CALLER,
    VOICE_AI_APPLICATION_ID: FAKE_VOICE_AI_APPLICATION,
    MARKETING_FORMS_URL: `${url}/marketing/forms`,
    MARKETING_FORM_CONTACT_SALES: '1234567/contact-sales-guid',
    MARKETING_FORM_RESOURCE_CENTER_EMAIL_SIGNUP: '1234567/resource-center-guid',
    NUMBERS_API_URL: `${url}/numbers/available_phone_numbers`,
    NUMBERS_API_KEY: FAKE_NUMBERS_KEY,
    COVERAGE_API_URL: `${url}/coverage`,
    COVERAGE_API_KEY: FAKE_COVERAGE_KEY,
    JOB_BOARD_URL: `${url}/job-board/departments`,
    VIDEO_OEMBED_URL: `${url}/video/oembed.json`,
    FAKE_SERVICES_URL: url,
    SEGMENT_WRITE_KEY: FAKE_SEGMENT_KEY,
    GROWTHBOOK_API_HOST: `${url}/growthbook`,
    PORTAL_SIGNUP_URL: `${url}/portal/sign-up`,
    PORTAL_API_KEY: FAKE_PORTAL_KEY,
    GROWTHBOOK_CLIENT_KEY: FAKE_GROWTHBOOK_KEY,
    NEXT_PUBLIC_SENTRY_DSN: `http://publickey@${new URL(url).host}/1`,
    FRAUD_DETECTION_SCRIPT_URL: `${url}/scripts/fraud.js`,
    // Nothing is served here: the failure is what the tests look for.
    MARKETING_AUTOMATION_SCRIPT_URL: `${url}/scripts/missing-marketing.js`,
    SESSION_REPLAY_SCRIPT_URL: `${url}/scripts/replay.js`,
    SESSION_REPLAY_PROJECT_KEY: 'test-replay-project',
    SESSION_REPLAY_INGEST_URL: `${url}/replay/ingest`,
    INTERCOM_APP_ID: 'test-messaging-app',
    INTERCOM_WIDGET_URL: `${url}/scripts/widget.js`,
    SEGMENT_CDN_URL: `${url}/segment-cdn`,
    SEGMENT_API_URL: `${url}/segment/v1`,
    // Nothing listens here: MX lookups fail fast and the verdict says the server was not checked.
    EMAIL_DNS_SERVERS: '127.0.0.1:9',
    EMAIL_DNS_TIMEOUT_MS: '300',
  }
}

export type FakeMail = { from: string; to: string[]; data: string }

/**
 * A minimal SMTP server (no TLS, no auth) that keeps what it receives, for the
 * e-mail adapter; the HTTP fake serves the mailbox at GET /__mail.
 */
export async function startFakeSmtp(mailbox: FakeMail[], port = 0): Promise<{ port: number; server: TcpServer }> {
  const server = createTcpServer((socket) => {
    let buffer = ''
    let inData = false
    let current: FakeMail = { from: '', to: [], data: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 fake-smtp ready')
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8')
      let at: number
      while ((at = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, at)
        buffer = buffer.slice(at + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            mailbox.push(current)
            current = { from: '', to: [], data: '' }
            reply('250 2.0.0 queued')
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        switch (verb) {
          case 'EHLO':
          case 'HELO':
            reply('250 fake-smtp')
            break
          case 'MAIL':
            current.from = line.slice(10).replace(/[<>]/g, '').trim()
            reply('250 2.1.0 ok')
            break
          case 'RCPT':
            current.to.push(line.slice(8).replace(/[<>]/g, '').trim())
            reply('250 2.1.5 ok')
            break
          case 'DATA':
            inData = true
            reply('354 end with .')
            break
          case 'QUIT':
            reply('221 bye')
            socket.end()
            break
          case 'RSET':
          case 'NOOP':
            reply('250 ok')
            break
          default:
            reply('502 not implemented')
        }
      }
    })
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  return { port: (server.address() as AddressInfo).port, server }
}
