import { describe, expect, it } from 'vitest'

import { anonymousIdCookie, ensureAnonymousId } from '@/lib/tracking/identity'
import { createStore } from '@/lib/tracking/store'

describe('anonymous id', () => {
  it('is made once and read back afterwards, in a three-year Lax cookie', () => {
    let cookies = ''
    const jar = { read: () => cookies, write: (c: string) => (cookies = c.split(';')[0]), secure: false }
    const first = ensureAnonymousId(jar, () => 'id-1')
    const second = ensureAnonymousId(jar, () => 'id-2')
    expect([first, second]).toEqual(['id-1', 'id-1'])
    expect(anonymousIdCookie('id-1', true)).toBe('ajs_anonymous_id=%22id-1%22; Max-Age=94608000; Path=/; SameSite=Lax; Secure')
    expect(anonymousIdCookie('id-1', false)).not.toContain('Secure')
  })

  it('logs the spec’s messages when the cookie cannot be read or set, and still answers an id', () => {
    const logs: string[] = []
    const jar = {
      read: () => {
        throw new Error('blocked')
      },
      write: () => {
        throw new Error('blocked')
      },
      secure: false,
    }
    expect(
      ensureAnonymousId(
        jar,
        () => 'id-3',
        (m) => logs.push(m),
      ),
    ).toBe('id-3')
    expect(logs).toEqual(['failed to fetch the anonymous id', 'failed to set the anonymous id cookie'])
  })
})

describe('the shared tracking store', () => {
  it('merges changes and tells subscribers', () => {
    const store = createStore({ campaign: {}, cookieStatus: 'unknown', consentGroups: ['necessary'], consentSettled: false })
    let calls = 0
    const stop = store.subscribe(() => calls++)
    store.set({ cookieStatus: 'accepted', signupEmail: 'a@example.com' })
    expect(store.get()).toEqual({ campaign: {}, cookieStatus: 'accepted', signupEmail: 'a@example.com', consentGroups: ['necessary'], consentSettled: false })
    stop()
    store.set({ cookieStatus: 'revoked' })
    expect(calls).toBe(1)
  })
})
