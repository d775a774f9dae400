/** The portal's sign-up endpoint; without PORTAL_SIGNUP_URL and its key sign-ups are stored and handed to the portal's own page. */
import { readService, type EnvSource, type ServiceConfig } from './parse'

export type PortalSignUpConfig = ServiceConfig

export const readPortalSignUp = (source: EnvSource): PortalSignUpConfig | undefined =>
  readService(source, { url: 'PORTAL_SIGNUP_URL', apiKey: 'PORTAL_API_KEY', timeoutMs: 'PORTAL_TIMEOUT_MS' }, 10_000)
