import { pbkdf2Sync } from 'node:crypto'

import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { DEFAULT_ADMIN, ensureAdmin, passwordMatches } from '@/seed/admin'

// Stored hashes in the two formats Payload 3 writes (auth/strategies/local/generatePasswordSaltHash.js).
const salt = 'c0ffee'
const current = { salt, hash: `pbkdf2-sha256-v1:${pbkdf2Sync('ostra-admin-dev', salt, 600_000, 32, 'sha256').toString('hex')}` }
const legacy = { salt, hash: pbkdf2Sync('ostra-admin-dev', salt, 25_000, 512, 'sha256').toString('hex') }

const NONE = { email: undefined, password: undefined }

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

/** Just the four calls ensureAdmin makes, over an in-memory user list. */
function fakePayload(users: { id: number; email: string; hash?: string; salt?: string; password?: string }[]) {
  const writes: { op: 'create' | 'update'; email?: string; id?: number; password: string }[] = []
  const payload = {
    find: async ({ where }: { where: { email: { equals: string } } }) => ({ docs: users.filter((u) => u.email === where.email.equals) }),
    count: async () => ({ totalDocs: users.length }),
    create: async ({ data }: { data: { email: string; password: string } }) => {
      writes.push({ op: 'create', email: data.email, password: data.password })
      users.push({ id: users.length + 1, ...data })
    },
    update: async ({ id, data }: { id: number; data: { password: string } }) => void writes.push({ op: 'update', id, password: data.password }),
  }
  return { payload: payload as unknown as Payload, writes }
}

describe('ensureAdmin', () => {
  const quiet = () => vi.spyOn(console, 'log').mockImplementation(() => {})
  afterEach(() => vi.restoreAllMocks())

  it('gives development the documented account, once', async () => {
    const { payload, writes } = fakePayload([])
    expect(await ensureAdmin(payload, 'dev', NONE)).toBe(1)
    expect(await ensureAdmin(payload, 'dev', NONE)).toBe(0)
    expect(writes).toEqual([{ op: 'create', email: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password }])
  })

  it('creates the production administrator with a generated password, printed once', async () => {
    const log = quiet()
    const { payload, writes } = fakePayload([])
    expect(await ensureAdmin(payload, 'production', NONE)).toBe(1)
    const [created] = writes
    expect(created?.password).not.toBe(DEFAULT_ADMIN.password)
    expect(created?.password.length).toBeGreaterThanOrEqual(20)
    expect(log.mock.calls.flat().join('\n')).toContain(created?.password)
  })

  it('never takes the published password in production, even when configured, and uses a configured one silently', async () => {
    const log = quiet()
    const published = fakePayload([])
    await ensureAdmin(published.payload, 'production', { email: undefined, password: DEFAULT_ADMIN.password })
    expect(published.writes[0]?.password).not.toBe(DEFAULT_ADMIN.password)
    log.mockClear()
    const own = fakePayload([])
    await ensureAdmin(own.payload, 'production', { email: 'ops@ostra.test', password: 'a long one of our own' })
    expect(own.writes).toEqual([{ op: 'create', email: 'ops@ostra.test', password: 'a long one of our own' }])
    expect(log).not.toHaveBeenCalled()
  })

  it('retires the development password on data first used by npm run dev, and leaves any other password alone', async () => {
    quiet()
    const dev = fakePayload([{ id: 7, email: DEFAULT_ADMIN.email, ...current }])
    expect(await ensureAdmin(dev.payload, 'production', NONE)).toBe(0)
    expect(dev.writes).toHaveLength(1)
    expect(dev.writes[0]).toMatchObject({ op: 'update', id: 7 })
    expect(dev.writes[0]?.password).not.toBe(DEFAULT_ADMIN.password)
    const changed = fakePayload([{ id: 7, email: DEFAULT_ADMIN.email, salt, hash: 'pbkdf2-sha256-v1:00' }])
    expect(await ensureAdmin(changed.payload, 'production', NONE)).toBe(0)
    expect(changed.writes).toEqual([])
  })

  it('creates nothing when other accounts exist and none is asked for', async () => {
    const { payload, writes } = fakePayload([{ id: 1, email: 'someone@ostra.test' }])
    expect(await ensureAdmin(payload, 'production', NONE)).toBe(0)
    expect(writes).toEqual([])
  })
})
