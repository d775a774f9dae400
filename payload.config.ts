import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type CollectionConfig, type EmailAdapter, type Plugin } from 'payload'
import sharp from 'sharp'

import { contentCheckEndpoint } from './src/api/contentCheck'
import { revalidateEndpoint } from './src/api/revalidate'
import { jsonError } from './src/api/errors'
import { answerClientErrors } from './src/api/payloadErrors'
import { openFrontDoor } from './src/api/frontDoor'
import { publishedPathsEndpoint } from './src/api/publishedPaths'
import { subscriptionEndpoint } from './src/api/subscriptions'
import { aiModelsEndpoint } from './src/api/aiModels'
import { reportAbuseEndpoint } from './src/api/reportAbuse'
import { availableNumbersEndpoint } from './src/api/availableNumbers'
import { resourcesEndpoint } from './src/api/resources'
import { voiceAiCallEndpoint } from './src/api/voiceAiCall'
import { voiceAiSetupEndpoint } from './src/api/voiceAiSetup'
import { formsEndpoint } from './src/api/forms'
import { confirmEndpoint, confirmPageEndpoint } from './src/api/confirm'
import { identifyEventEndpoint, pageEventEndpoint, trackEventEndpoint } from './src/api/analytics'
import { countryZoneEndpoint } from './src/api/pricing/countryZone'
import { iotSimCardCalculatorEndpoint } from './src/api/pricing/iotSimCardCalculator'
import { pricingTablesDataEndpoint } from './src/api/pricing/pricingTablesData'
import { smsCalculatorEndpoint } from './src/api/pricing/smsCalculator'
import { navigationEndpoint } from './src/api/navigation'
import { useCasesEndpoint } from './src/api/useCases'
import { domainRedirectEndpoint } from './src/api/domainRedirect'
import { intercomVerificationEndpoint } from './src/api/intercomVerification'
import { validateEmailEndpoint } from './src/api/validateEmail'
import { verifyCaptchaEndpoint } from './src/api/verifyCaptcha'
import { CustomerStories } from './src/collections/CustomerStories'
import { LegalPages } from './src/collections/LegalPages'
import { Media } from './src/collections/Media'
import { NavigationItems } from './src/collections/NavigationItems'
import { Pages } from './src/collections/Pages'
import { pageLayoutBlocks } from './src/blocks/schemas'
import { ReleaseNotes } from './src/collections/ReleaseNotes'
import { Subscriptions } from './src/collections/Subscriptions'
import { AbuseReports } from './src/collections/AbuseReports'
import { IotDataPlans, IotZones, MessagingRates, MessagingVolumeTiers, PriceList } from './src/collections/Pricing'
import { PhoneNumbers } from './src/collections/PhoneNumbers'
import { VoiceAiSetups } from './src/collections/VoiceAiSetups'
import { FormSubmissions } from './src/collections/FormSubmissions'
import { AnalyticsEvents } from './src/collections/AnalyticsEvents'
import { Experiments } from './src/collections/Experiments'
import { ReusableSections } from './src/collections/ReusableSections'
import { Releases } from './src/collections/Releases'
import { publishScheduledReleaseTask } from './src/lib/releases/data'
import { SignUpAttempts } from './src/collections/SignUpAttempts'
import { signUpEndpoint } from './src/api/signUp'
import { AiModels } from './src/collections/AiModels'
import { CompanyDomains } from './src/collections/CompanyDomains'
import { livePreview } from './src/collections/shared/preview'
import { Users } from './src/collections/Users'
import { Footer } from './src/globals/Footer'
import { Header } from './src/globals/Header'
import { SiteSettings } from './src/globals/SiteSettings'
import { env } from './src/lib/config/data'
import { EDITOR_UPLOAD_BYTES } from './src/lib/requests/requestLimits'
import { withRetryPolicy } from './src/lib/jobs/deliver'
import { retryDeliveryEndpoint } from './src/api/retryDelivery'
import { canvasUnsavedEndpoint } from './src/api/canvasUnsaved'
import { forwardSubscriptionTask } from './src/lib/forms/forwardSubscription'
import { notifyAbuseReportTask } from './src/lib/forms/notifyAbuseReport'
import { startVoiceAiDemoTask } from './src/lib/voiceAi/startVoiceAiDemo'
import { forwardFormSubmissionTask } from './src/lib/forms/forwardFormSubmission'
import { sendConfirmationTask } from './src/lib/forms/sendConfirmation'
import { canonicalUrl } from './src/lib/seo/canonical'
import { trustedOrigins } from './src/lib/requests/securityHeaders'
import { ROUTED_COLLECTIONS } from './src/lib/pages/paths'
import { defaultSeoDescription, defaultSeoTitle } from './src/lib/seo/titles'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** E-mail through SMTP, the transport loaded only when configured. */
function smtpEmail(smtp: NonNullable<typeof env.smtp>): Promise<EmailAdapter> {
  return import('@payloadcms/email-nodemailer').then(({ nodemailerAdapter }) =>
    nodemailerAdapter({
      defaultFromAddress: env.emailFrom.address,
      defaultFromName: env.emailFrom.name,
      skipVerify: true,
      transportOptions: {
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
        // Local relays and test servers speak plain SMTP.
        ignoreTLS: !smtp.secure && smtp.host === '127.0.0.1',
        // Nodemailer waits up to 2 min to connect and 10 min on a silent socket: a stalled relay would
        // hold a job worker that long. A job that fails here is retried with backoff instead.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      },
    }),
  )
}

/**
 * Without SMTP, e-mails are written to the log, as Payload's own fallback does, but without its warning at every
 * start of every process: a production server says once what is missing (lib/forms/doubleOptIn smtpStartWarning).
 */
const logEmail: EmailAdapter = ({ payload }) => ({
  name: 'log',
  defaultFromAddress: env.emailFrom.address,
  defaultFromName: env.emailFrom.name,
  sendEmail: async (message) => {
    const to = [message.to].flat().map((address) => (typeof address === 'string' ? address : address?.address))
    payload.logger.info({ msg: `E-mail not sent (no SMTP_HOST): to ${to.join(', ')}, subject "${String(message.subject ?? '')}"` })
  },
})

/** The S3 adapter's browser-upload handler: in the import map whether S3 is configured or not, as the plugin itself asks. */
const S3_CLIENT_UPLOAD_HANDLER = '@payloadcms/storage-s3/client#S3ClientUploadHandler'

/**
 * The S3 storage plugin, loaded only when configured: the AWS SDK is 17 MB of heap a server without S3 never uses.
 * Checksums only where S3 requires them: the SDK's default (a CRC trailer on every upload) is refused or
 * stored as part of the file by S3-compatible stores that predate it. A store that cannot be reached makes
 * the adapter answer a bare 500 for a file; it answers 503, as every other unavailable dependency does.
 */
function s3Uploads(s3: NonNullable<typeof env.s3>): Plugin {
  return async (config) => {
    const withS3 = await (
      await import('@payloadcms/storage-s3')
    ).s3Storage({
      collections: { media: true },
      bucket: s3.bucket,
      config: {
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: s3.forcePathStyle,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(s3.accessKeyId && s3.secretAccessKey ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } } : {}),
      },
    })(config)
    return {
      ...withS3,
      collections: withS3.collections?.map((collection) =>
        collection.slug === Media.slug && typeof collection.upload === 'object'
          ? { ...collection, upload: { ...collection.upload, handlers: collection.upload.handlers?.map(storeUnavailableIs503) } }
          : collection,
      ),
    }
  }
}

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

function storeUnavailableIs503(handler: UploadHandler): UploadHandler {
  const wrapped = async (...args: Parameters<UploadHandler>): Promise<Response | void> => {
    const response = await handler(...args)
    if (!(response instanceof Response) || response.status < 500) return response
    return jsonError(503, 'unavailable', 'The file store is briefly unavailable; please try again shortly', undefined, { 'Retry-After': '30' })
  }
  // Payload's type takes Promise<Response> or Promise<void>, not one promise of either (as in collections/Media).
  return wrapped as UploadHandler
}

export default buildConfig({
  // No serverURL: upload URLs stay relative (/api/media/file/…), so pre-rendered pages work on any host.
  secret: env.payloadSecret,
  // Production: the session cookie is honoured only on requests from the site's own origin.
  csrf: env.appEnv === 'production' ? trustedOrigins(env.siteUrl) : [],
  // An upload larger than the guard in front of /api lets an editor send is refused by Payload too.
  upload: { limits: { fileSize: EDITOR_UPLOAD_BYTES } },
  admin: {
    user: Users.slug,
    // Payload's own avatar, not Gravatar's: no editor's hashed e-mail goes to a third party (and no broken image offline).
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: {
      titleSuffix: ' — Ostra CMS',
      icons: [
        { rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' },
        { rel: 'icon', sizes: '48x48', url: '/favicon.ico' },
      ],
    },
    components: {
      // Ostra's mark and name, not Payload's (issue 30).
      graphics: { Logo: '/src/components/admin/AdminBrand#AdminLogo', Icon: '/src/components/admin/AdminBrand#AdminIcon' },
      // Above the dashboard's collections: where a marketer starts, then deliveries refused for good by an outside
      // service and those waiting to retry.
      beforeDashboard: ['/src/components/admin/StartHere#StartHere', '/src/components/admin/DeliveriesSummary#DeliveriesSummary'],
    },
    // A build without S3 settings still serves an admin started with them (the import map is made at build time).
    dependencies: { [S3_CLIENT_UPLOAD_HANDLER]: { type: 'function', path: S3_CLIENT_UPLOAD_HANDLER } },
    livePreview: livePreview([...ROUTED_COLLECTIONS]),
  },
  // Every block defined once and referenced by slug from the layouts (Payload's blockReferences): inlined, the
  // four routed collections carried the registry's fields four times into every admin page (583 KB of its config).
  blocks: pageLayoutBlocks,
  collections: [
    Pages,
    ReusableSections,
    Releases,
    CustomerStories,
    ReleaseNotes,
    LegalPages,
    NavigationItems,
    Media,
    Users,
    Subscriptions,
    AbuseReports,
    CompanyDomains,
    AiModels,
    MessagingRates,
    MessagingVolumeTiers,
    PriceList,
    IotZones,
    IotDataPlans,
    PhoneNumbers,
    VoiceAiSetups,
    FormSubmissions,
    AnalyticsEvents,
    Experiments,
    SignUpAttempts,
  ],
  globals: [Header, Footer, SiteSettings],
  editor: lexicalEditor(),
  // SMTP when configured; otherwise e-mails are written to the log.
  email: env.smtp ? smtpEmail(env.smtp) : logEmail,
  db: postgresAdapter({
    // The embedded server's address is set by scripts/run.ts when DATABASE_URL is not configured.
    pool: {
      connectionString: env.databaseUrl ?? 'postgres://postgres:postgres@127.0.0.1:54329/ostra',
      max: 10,
      // A database that stops answering costs a request seconds, not minutes (env.ts: databaseTimeouts).
      connectionTimeoutMillis: env.databaseTimeouts.connectMs,
      query_timeout: env.databaseTimeouts.queryMs,
      statement_timeout: env.databaseTimeouts.queryMs,
      // A transaction left open by a failed step (Payload's job bookkeeping begins one and does not roll it back when its
      // update throws) would hold its row locks for the connection's life; the server ends such a session after a minute
      // (or the statement limit, when a migration raises it).
      idle_in_transaction_session_timeout: Math.max(60_000, env.databaseTimeouts.queryMs),
    },
    // Reads go to the replicas when there are any (DATABASE_READ_REPLICA_URLS); writes and transactions to the primary.
    ...(env.databaseReadReplicas.length ? { readReplicas: env.databaseReadReplicas } : {}),
    // Blocks are stored as JSON: one column per layout instead of a table (and a version
    // table) per block type, so a page reads without dozens of lateral joins.
    blocksAsJSON: true,
    // Schema changes only through committed migrations, never dev push.
    push: false,
    // PAYLOAD_MIGRATION_DIR: scripts/check-generated.sh probes for a missing migration in a scratch copy.
    migrationDir: env.migrationDir ?? path.resolve(dirname, 'migrations'),
  }),
  jobs: {
    tasks: [forwardSubscriptionTask, notifyAbuseReportTask, startVoiceAiDemoTask, forwardFormSubmissionTask, sendConfirmationTask, publishScheduledReleaseTask],
    // Scheduled publish/unpublish and the deliveries wait in the queue; the app server runs them from its start
    // (src/lib/jobs/serverJobs.ts, started by src/instrumentation.ts) unless JOBS_WORKER=external, and `npm run worker` too.
    // No autoRun: Payload's runner claims without a row lock; both run src/lib/jobs/jobWorker.ts instead.
  },
  // A query the database refuses for its values is the client's 400, an unreachable database 503 (not Payload's 500).
  hooks: { afterError: [answerClientErrors] },
  onInit: async (payload) => {
    // A connection the database drops reports an 'error' event: on the pool while idle, on the client itself while checked
    // out with no query running (a transaction waiting for its next statement). Unheard, either ends the process (the
    // jobs worker crashed so when a black-holed database came back); the query, if any, still fails on its own.
    const lost = (error: Error) => payload.logger.warn(`database: a pooled connection was lost (${error.message})`)
    payload.db.pool?.on('error', lost)
    payload.db.pool?.on('connect', (client) => client.on('error', lost))
    // Payload's scheduled publishing has no retries: a publish that meets a database outage would be given up.
    withRetryPolicy(payload.config.jobs.tasks)
    // The subscriptions are answered before Next's router from now on (src/api/frontDoor.ts); read only by an app server.
    openFrontDoor(payload)
  },
  endpoints: [
    revalidateEndpoint,
    publishedPathsEndpoint,
    contentCheckEndpoint,
    subscriptionEndpoint('subprocessors'),
    subscriptionEndpoint('release-notes'),
    verifyCaptchaEndpoint,
    validateEmailEndpoint,
    domainRedirectEndpoint,
    intercomVerificationEndpoint,
    aiModelsEndpoint,
    signUpEndpoint,
    useCasesEndpoint,
    reportAbuseEndpoint,
    smsCalculatorEndpoint,
    navigationEndpoint,
    iotSimCardCalculatorEndpoint,
    countryZoneEndpoint,
    pricingTablesDataEndpoint,
    voiceAiSetupEndpoint,
    voiceAiCallEndpoint,
    resourcesEndpoint,
    availableNumbersEndpoint,
    formsEndpoint,
    confirmPageEndpoint,
    confirmEndpoint,
    pageEventEndpoint,
    trackEventEndpoint,
    identifyEventEndpoint,
    retryDeliveryEndpoint,
    canvasUnsavedEndpoint,
  ],
  plugins: [
    // Uploads in S3-compatible storage when configured (S3_BUCKET…), still served from /api/media/file/…
    ...(env.s3 ? [s3Uploads(env.s3)] : []),
    // The SEO fields are placed by hand (collections/shared/fields.ts); the plugin serves their generate buttons.
    seoPlugin({
      generateTitle: ({ doc }) => defaultSeoTitle(doc),
      generateDescription: ({ doc }) => defaultSeoDescription(doc),
      generateURL: ({ doc }) => canonicalUrl(env.siteUrl, typeof doc?.path === 'string' ? doc.path : '/'),
    }),
    redirectsPlugin({
      collections: [...ROUTED_COLLECTIONS],
      redirectTypes: ['301', '302', '307', '308'],
      overrides: { admin: { group: 'Publishing' } },
    }),
  ],
  sharp,
  graphQL: { disablePlaygroundInProduction: true },
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
})
