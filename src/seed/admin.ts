/**
 * The seeded administrator. Development and tests get the fixed account from the README; a
 * production start never creates, or leaves valid, a password anyone can read in this repository.
 */
import { pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { AdminConfig, AppEnv } from '@/lib/config'
import type { User } from '@/payload-types'

import { SEED_CONTEXT } from './context'

export const DEFAULT_ADMIN = { email: 'admin@ostra.local', password: 'ostra-admin-dev' } as const

/**
 * Whether a password matches Payload's stored hash: `pbkdf2-sha256-v1:` hashes (600 000 rounds,
 * 32 bytes) and the older plain ones (25 000 rounds, 512 bytes), as Payload 3 checks them. Checked
 * here rather than by logging in, which would count a failed attempt towards the account's lock.
 */
export function passwordMatches(stored: { hash?: unknown; salt?: unknown }, password: string): boolean {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const current = stored.hash.startsWith('pbkdf2-sha256-v1:')
  const expected = Buffer.from(current ? stored.hash.slice('pbkdf2-sha256-v1:'.length) : stored.hash, 'hex')
  const actual = pbkdf2Sync(password, stored.salt, current ? 600_000 : 25_000, current ? 32 : 512, 'sha256')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

const generatedPassword = () => randomBytes(18).toString('base64url')

function announce(email: string, password: string, why: string) {
  // Printed once and kept nowhere: the only copy is this console.
  console.log(
    [
      '',
      '┌──────────────────────────────────────────────────────────────',
      `│ ${why}`,
      `│   e-mail:   ${email}`,
      `│   password: ${password}`,
      '│ Shown once and stored nowhere. Sign in at /admin and change it',
      '│ under Account, or set PAYLOAD_ADMIN_EMAIL and PAYLOAD_ADMIN_PASSWORD.',
      '└──────────────────────────────────────────────────────────────',
      '',
    ].join('\n'),
  )
}

/** Creates the administrator when missing; returns how many users it created (0 or 1). */
export async function ensureAdmin(payload: Payload, appEnv: AppEnv, configured: AdminConfig): Promise<number> {
  const email = configured.email ?? DEFAULT_ADMIN.email
  const configuredPassword = configured.password
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, showHiddenFields: true, pagination: false })
  // showHiddenFields: the stored hash and salt come back with the user.
  const existing = found.docs[0] as (User & { hash?: unknown; salt?: unknown }) | undefined

  const adminData = (password: string) => ({ email, password, name: 'Site admin', role: 'admin' as const })

  if (appEnv !== 'production') {
    if (existing) return 0
    await payload.create({ collection: 'users', data: adminData(configuredPassword ?? DEFAULT_ADMIN.password), context: SEED_CONTEXT })
    return 1
  }

  // Production never takes the published password, even when it is configured.
  const productionPassword = configuredPassword && configuredPassword !== DEFAULT_ADMIN.password ? configuredPassword : undefined
  const password = productionPassword ?? generatedPassword()
  if (existing) {
    // A database first used by `npm run dev` carries the published development password: retire it.
    if (!passwordMatches(existing, DEFAULT_ADMIN.password)) return 0
    await payload.update({ collection: 'users', id: existing.id, data: { password }, context: SEED_CONTEXT })
    if (!productionPassword) announce(email, password, 'The development password is not valid in production. New administrator password:')
    return 0
  }
  // Other accounts exist (the administrator changed address): nothing to create unless asked for.
  if ((await payload.count({ collection: 'users' })).totalDocs > 0 && !productionPassword) return 0
  await payload.create({ collection: 'users', data: adminData(password), context: SEED_CONTEXT })
  if (!productionPassword) announce(email, password, 'Created the administrator:')
  return 1
}
