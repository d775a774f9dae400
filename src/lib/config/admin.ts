/** The administrator the seed creates (src/seed/admin.ts decides what a production start accepts). */
import { parseVariables, text, type EnvSource } from './parse'

export type AdminConfig = { email: string | undefined; password: string | undefined }

export function readAdminConfig(source: EnvSource): AdminConfig {
  const vars = parseVariables({ PAYLOAD_ADMIN_EMAIL: text(), PAYLOAD_ADMIN_PASSWORD: text() }, source)
  return { email: vars.PAYLOAD_ADMIN_EMAIL, password: vars.PAYLOAD_ADMIN_PASSWORD }
}
