/** The phone-number validation service; without it libphonenumber's check stands alone. */
import { readService, type EnvSource, type ServiceConfig } from './parse'

export type PhoneServiceConfig = ServiceConfig

export const readPhoneValidation = (source: EnvSource): PhoneServiceConfig | undefined =>
  readService(source, { url: 'PHONE_VALIDATION_URL', apiKey: 'PHONE_VALIDATION_API_KEY', timeoutMs: 'PHONE_VALIDATION_TIMEOUT_MS' }, 3000)
