/**
 * The whole configuration, parsed from the environment once at start: one module per concern
 * (this folder), each a leaf that imports nothing of the app. An invalid value stops the start with
 * one line per variable naming it and what is wrong; an unset optional service is simply off.
 */
import { readAdminConfig, type AdminConfig } from './admin'
import { readAppConfig, type AppConfig, type AppEnv } from './app'
import { readHcaptchaConfig, type HcaptchaConfig } from './captcha'
import { readCoverageApi, type CoverageApiConfig } from './coverageApi'
import { readDatabaseConfig, type DatabaseConfig } from './database'
import { readEmailConfig, type EmailConfig } from './email'
import { readGrowthBook, type GrowthBookConfig } from './growthbook'
import { readInferenceModels, type InferenceModelsConfig } from './inference'
import { readJobBoard, type JobBoardConfig } from './jobBoard'
import { readJobSettings, type JobSettings } from './jobs'
import { readMarketingContacts, readMarketingForms, type MarketingContactsConfig, type MarketingFormsConfig } from './marketing'
import { readMediaConfig, type MediaConfig } from './media'
import { readNumbersApi, type NumbersApiConfig } from './numbersApi'
import { ConfigError, type EnvSource } from './parse'
import { readPhoneValidation, type PhoneServiceConfig } from './phoneValidation'
import { readPortalSignUp, type PortalSignUpConfig } from './portalSignUp'
import { readPayloadSecret } from './secrets'
import { readTrackingConfig, type TrackingConfig } from './tracking'
import { readVoiceAiConfig, type VoiceAiConfig } from './voiceAi'

export type Env = AppConfig &
  DatabaseConfig &
  MediaConfig &
  EmailConfig &
  VoiceAiConfig &
  TrackingConfig & {
    payloadSecret: string
    /** The jobs worker (src/lib/jobs/jobQueue.ts): lease, retry backoff, poll interval, jobs run at once. */
    jobs: JobSettings
    /** The seed's administrator (PAYLOAD_ADMIN_EMAIL, PAYLOAD_ADMIN_PASSWORD). */
    admin: AdminConfig
    /** The marketing e-mail contacts API (subscriptions); off without MARKETING_CONTACTS_API_KEY. */
    marketingContacts: MarketingContactsConfig | undefined
    /** The marketing-automation form API; each form's "accountId/formId" in MARKETING_FORM_<NAME>. */
    marketingForms: MarketingFormsConfig | undefined
    hcaptcha: HcaptchaConfig | undefined
    inferenceModels: InferenceModelsConfig | undefined
    phoneValidation: PhoneServiceConfig | undefined
    numbersApi: NumbersApiConfig | undefined
    coverageApi: CoverageApiConfig | undefined
    jobBoard: JobBoardConfig | undefined
    growthbook: GrowthBookConfig | undefined
    portalSignUp: PortalSignUpConfig | undefined
  }

/** Reads every concern, so that one start reports every invalid variable at once. */
export function readEnv(source: EnvSource): Env {
  const problems: string[] = []
  function part<T>(read: () => T): T {
    try {
      return read()
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error
      problems.push(...error.problems)
      return undefined as T // never returned: the problems are thrown below
    }
  }
  const app = part(() => readAppConfig(source))
  // An invalid APP_ENV is reported; the other concerns are still checked as in development.
  const appEnv: AppEnv = app?.appEnv ?? 'dev'
  const env: Env = {
    ...app,
    ...part(() => readDatabaseConfig(source)),
    ...part(() => readMediaConfig(source)),
    ...part(() => readEmailConfig(source)),
    ...part(() => readVoiceAiConfig(source)),
    ...part(() => readTrackingConfig(source, appEnv)),
    payloadSecret: part(() => readPayloadSecret(source, appEnv)),
    jobs: part(() => readJobSettings(source)),
    admin: part(() => readAdminConfig(source)),
    marketingContacts: part(() => readMarketingContacts(source)),
    marketingForms: part(() => readMarketingForms(source)),
    hcaptcha: part(() => readHcaptchaConfig(source)),
    inferenceModels: part(() => readInferenceModels(source)),
    phoneValidation: part(() => readPhoneValidation(source)),
    numbersApi: part(() => readNumbersApi(source)),
    coverageApi: part(() => readCoverageApi(source)),
    jobBoard: part(() => readJobBoard(source)),
    growthbook: part(() => readGrowthBook(source)),
    portalSignUp: part(() => readPortalSignUp(source)),
  }
  // A variable two concerns read (MARKETING_TIMEOUT_MS) is reported once.
  if (problems.length > 0) throw new ConfigError([...new Set(problems)])
  return env
}

export * from './admin'
export * from './app'
export * from './captcha'
export * from './coverageApi'
export * from './growthbook'
export * from './jobBoard'
export * from './jobs'
export * from './launcher'
export * from './marketing'
export * from './numbersApi'
export * from './phoneValidation'
export * from './portalSignUp'
export * from './secrets'
export * from './tracking'
export * from './voiceAi'
