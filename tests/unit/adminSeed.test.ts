import { pbkdf2Sync } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { passwordMatches } from '@/seed/admin'

// Stored hashes in the two formats Payload 3 writes (auth/strategies/local/generatePasswordSaltHash.js).
const salt = 'c0ffee'
const current = { salt, hash: `pbkdf2-sha256-v1:${pbkdf2Sync('ostra-admin-dev', salt, 600_000, 32, 'sha256').toString('hex')}` }
const legacy = { salt, hash: pbkdf2Sync('ostra-admin-dev', salt, 25_000, 512, 'sha256').toString('hex') }

describe('recognising the published development password in production', () => {
  it('matches it in both of Payload’s hash formats', () => {
    expect(passwordMatches(current, 'ostra-admin-dev')).toBe(true)
    expect(passwordMatches(legacy, 'ostra-admin-dev')).toBe(true)
  })
  it('does not match another password, another salt, or a user without a hash', () => {
    expect(passwordMatches(current, 'ostra-admin-dev!')).toBe(false)
    expect(passwordMatches({ ...legacy, salt: 'decaf' }, 'ostra-admin-dev')).toBe(false)
    expect(passwordMatches({}, 'ostra-admin-dev')).toBe(false)
  })
})
