import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'
import { SIGN_IN_FAILURES } from '@/api/signInLimit'
import { MAX_LOGIN_ATTEMPTS } from '@/collections/Users'
import { postgresAdapter } from '@/lib/db/postgres'
import { DEFAULT_ADMIN } from '@/seed'

import { BASE_URL, get, localApi, nextClient, signIn, unique } from './helpers'

const PASSWORD = 'correct horse battery staple 42'

async function createUser(role: 'admin' | 'editor') {
  const email = `${unique(role)}@ostra.test`
  const user = await (await localApi()).create({ collection: 'users', data: { email, password: PASSWORD, role, name: role } })
  return { id: user.id, email }
}

const as = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { 'content-type': 'application/json', cookie, ...(init.headers ?? {}) },
})

describe('security headers', () => {
  it('on the build’s scripts are only those that apply to a script: no policy, no document headers', async () => {
    const html = await (await get('/')).text()
    const chunk = /"(\/_next\/static\/chunks\/[\w.-]+\.js)"/.exec(html)?.[1]
    expect(chunk).toBeDefined()
    const response = await get(chunk ?? '')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
      expect(response.headers.get(name), name).toBeNull()
    }
    await response.arrayBuffer()
  })

  it('are on pages, the API and 404s, and nothing says what the server is', async () => {
    for (const path of ['/', '/products/voice-api', '/api/resources', '/no-such-page']) {
      const response = await get(path)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()')
      expect(response.headers.get('x-powered-by'), path).toBeNull()
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("frame-ancestors 'self'")
      expect(csp, path).toContain("object-src 'none'")
      // The fake services stand in for the configured vendors: their origin is allowed, nothing else.
      expect(csp, path).toMatch(/script-src 'self' 'unsafe-inline' [^;]*http:\/\/127\.0\.0\.1:3199/)
    }
  })
  it('ask for the colour-scheme client hint on the admin only: on a public page Chromium would restart the navigation', async () => {
    for (const path of ['/', '/products/voice-api', '/api/resources', '/no-such-page']) {
      const response = await get(path)
      expect(response.headers.get('critical-ch'), path).toBeNull()
      expect(response.headers.get('accept-ch'), path).toBeNull()
    }
    const admin = await get('/admin/login')
    expect(admin.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})

describe('the admin’s roles and sign-in', () => {
  let admin: { id: number; email: string }
  let editor: { id: number; email: string }
  let other: { id: number; email: string }
  let editorCookie: string
  let adminCookie: string

  beforeAll(async () => {
    admin = await createUser('admin')
    editor = await createUser('editor')
    other = await createUser('editor')
    editorCookie = await signIn(editor.email, PASSWORD)
    adminCookie = await signIn(admin.email, PASSWORD)
  })
  afterAll(async () => {
    const payload = await localApi()
    for (const user of [admin, editor, other]) await payload.delete({ collection: 'users', id: user.id })
  })

  it('an editor sees only their own account and cannot create, promote or delete users', async () => {
    const list = (await (await get('/api/users?depth=0&limit=100', as(editorCookie))).json()) as { docs: { id: number }[] }
    expect(list.docs.map((u) => u.id)).toEqual([editor.id])
    // Another account is invisible to an editor: 404, as if it did not exist.
    expect([403, 404]).toContain((await get(`/api/users/${other.id}`, as(editorCookie))).status)
    const create = await get(
      '/api/users',
      as(editorCookie, { method: 'POST', body: JSON.stringify({ email: `${unique('sneaky')}@ostra.test`, password: PASSWORD, role: 'admin' }) }),
    )
    expect(create.status).toBe(403)
    // Promoting oneself: the role field is admin-only, so the change is dropped.
    await get(`/api/users/${editor.id}`, as(editorCookie, { method: 'PATCH', body: JSON.stringify({ role: 'admin' }) }))
    expect((await (await localApi()).findByID({ collection: 'users', id: editor.id })).role).toBe('editor')
    expect([403, 404]).toContain((await get(`/api/users/${other.id}`, as(editorCookie, { method: 'DELETE' }))).status)
    expect(await (await localApi()).findByID({ collection: 'users', id: other.id, disableErrors: true })).not.toBeNull()
  })

  it('an admin manages users', async () => {
    const list = (await (await get('/api/users?depth=0&limit=100', as(adminCookie))).json()) as { docs: { id: number }[] }
    expect(list.docs.map((u) => u.id)).toEqual(expect.arrayContaining([admin.id, editor.id, other.id]))
    const update = await get(`/api/users/${other.id}`, as(adminCookie, { method: 'PATCH', body: JSON.stringify({ name: 'Renamed by admin' }) }))
    expect(update.status).toBe(200)
  })

  it('editors edit content and read submissions, but only admins delete what visitors submitted', async () => {
    const page = await get('/api/pages?where[path][equals]=/products/voice-api&depth=0', as(editorCookie))
    expect(((await page.json()) as { totalDocs: number }).totalDocs).toBe(1)
    const payload = await localApi()
    for (const collection of ['form-submissions', 'subscriptions', 'abuse-reports', 'voice-ai-setups', 'sign-up-attempts', 'analytics-events'] as const) {
      expect((await get(`/api/${collection}?limit=1&depth=0`, as(editorCookie))).status, collection).toBe(200)
      expect((await get(`/api/${collection}?limit=1&depth=0`)).status, `${collection} anonymously`).toBe(403)
      const [first] = (await payload.find({ collection, limit: 1, depth: 0 })).docs
      if (!first) continue
      expect((await get(`/api/${collection}/${first.id}`, as(editorCookie, { method: 'DELETE' }))).status, `${collection} delete`).toBe(403)
      expect(await payload.findByID({ collection, id: first.id, depth: 0, disableErrors: true }), collection).not.toBeNull()
    }
  })

  it(`locks an account after ${MAX_LOGIN_ATTEMPTS} wrong passwords, even against the right one`, async () => {
    const victim = await createUser('editor')
    try {
      const client = nextClient()
      const attempt = (password: string) =>
        get('/api/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          body: JSON.stringify({ email: victim.email, password }),
        })
      for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401)
      const locked = await attempt(PASSWORD)
      expect(locked.status).toBe(401)
      expect(JSON.stringify(await locked.json())).toMatch(/locked/i)
      const row = await (await localApi()).findByID({ collection: 'users', id: victim.id, showHiddenFields: true })
      expect(new Date(String(row.lockUntil)).getTime()).toBeGreaterThan(Date.now() + 10 * 60 * 1000)
    } finally {
      await (await localApi()).delete({ collection: 'users', id: victim.id })
    }
  })

  it(`answers 429 after ${SIGN_IN_FAILURES.limit} failed sign-ins from one client, whichever accounts it tries`, async () => {
    const signInAs = (client: string, email: string, password: string) =>
      get('/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ email, password }),
      })
    const guesser = nextClient()
    // A successful sign-in does not count.
    expect((await signInAs(guesser, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)).status).toBe(200)
    for (let i = 0; i < SIGN_IN_FAILURES.limit; i++) expect((await signInAs(guesser, `${unique('nobody')}@example.com`, 'guess')).status).toBe(401)
    const refused = await signInAs(guesser, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60)
    expect(((await refused.json()) as ApiErrorBody).error.code).toBe('rate_limited')
    // Other clients are not affected.
    expect((await signInAs(nextClient(), DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)).status).toBe(200)
  })

  const post = (path: string, client: string, body: unknown) =>
    get(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: JSON.stringify(body) })
  const wrong = () => ({ email: `${unique('nobody')}@example.com`, password: 'guess' })

  it('counts every way in: the REST path in other spellings, and GraphQL’s loginUser', async () => {
    const guesser = nextClient()
    // Percent-encoded letters reach Payload's login; a trailing slash does not (Next redirects it first).
    const spellings = ['/api/users/%6Cogin', '/api/users/%6c%6F%67%69%6E']
    for (let i = 0; i < SIGN_IN_FAILURES.limit - 2; i++)
      expect((await post(spellings[i % spellings.length] as string, guesser, wrong())).status).toBeLessThan(500)
    const login = (email: string, password: string) => ({
      query: `mutation { loginUser(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { token } }`,
    })
    for (let i = 0; i < 2; i++) {
      const response = await post('/api/graphql', guesser, login(wrong().email, 'guess'))
      expect(response.status).toBeLessThan(500)
      expect(JSON.stringify(await response.json())).toContain('errors')
    }
    expect((await post('/api/users/login', guesser, { email: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password })).status).toBe(429)
    expect((await post('/api/graphql', guesser, login(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password))).status).toBe(429)
  })

  it('keeps every session when one account signs in several times at once (REST and GraphQL)', async () => {
    const user = await createUser('editor')
    // Session writes wait behind this lock for a moment, so without one-at-a-time every sign-in reads
    // the account's session list before any of them writes it back: the race is certain, not likely.
    const holder = await postgresAdapter(await localApi()).pool.connect()
    try {
      await holder.query('begin')
      await holder.query('lock table users_sessions in exclusive mode')
      const rest = Array.from({ length: 4 }, () => signIn(user.email, PASSWORD))
      const graphql = Array.from({ length: 2 }, async () => {
        const response = await fetch(`${BASE_URL}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
          body: JSON.stringify({
            query: 'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }',
            variables: { email: user.email, password: PASSWORD },
          }),
        })
        const body = (await response.json()) as { data?: { loginUser?: { token?: string } } }
        return `payload-token=${body.data?.loginUser?.token}`
      })
      const signedIn = Promise.all([...rest, ...graphql])
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await holder.query('commit')
      const sessions = await signedIn
      // Payload keeps each login's session in the user's list: a lost one makes its token dead at once.
      for (const cookie of sessions) {
        const me = (await (await fetch(`${BASE_URL}/api/users/me`, { headers: { cookie } })).json()) as { user: { email: string } | null }
        expect(me.user?.email).toBe(user.email)
      }
    } finally {
      await holder.query('rollback').catch(() => undefined)
      holder.release()
      await (await localApi()).delete({ collection: 'users', id: user.id })
    }
  })

  it('answers every one of many sign-ins at once from many clients, none starved of a database connection', async () => {
    // Each sign-in holds a lock connection while Payload's login needs its own: on one shared pool of ten, ten at once
    // held them all and the logins timed out (503). Forty clients, so the per-client limit is not what answers.
    const statuses = await Promise.all(Array.from({ length: 40 }, () => post('/api/users/login', nextClient(), wrong()).then((r) => r.status)))
    expect(
      statuses.filter((status) => status !== 401),
      statuses.join(' '),
    ).toEqual([])
  })

  it('lets no more wrong passwords through than the limit, however many arrive at once', async () => {
    const guesser = nextClient()
    const statuses = await Promise.all(Array.from({ length: 30 }, () => post('/api/users/login', guesser, wrong()).then((r) => r.status)))
    expect(
      statuses.filter((status) => status === 401),
      statuses.join(' '),
    ).toHaveLength(SIGN_IN_FAILURES.limit)
    expect(
      statuses.filter((status) => status === 429),
      statuses.join(' '),
    ).toHaveLength(30 - SIGN_IN_FAILURES.limit)
  })
})
