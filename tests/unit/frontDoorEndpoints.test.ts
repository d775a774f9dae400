/**
 * Which endpoints the front door answers (src/api/frontDoor.ts): those defined with `frontDoor: true` at an exact path,
 * looked up by method and full path, following the config when a development reload replaces it. The config here is
 * a plain object with the fields the lookup reads (no Payload instance is started); the HTTP side is in
 * tests/api/subscriptions.test.ts.
 */
import type { Payload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { defineEndpoint } from '@/api/endpoint'
import { FRONT_DOOR_ENDPOINTS, openFrontDoor, type FrontDoorRegistry } from '@/api/frontDoor'
import { subscriptionInput } from '@/api/subscriptions'

const answer = async () => Response.json({ ok: true })
const endpoint = (path: string, frontDoor: boolean) => defineEndpoint({ path, method: 'post', body: subscriptionInput, frontDoor, handler: answer })
const registry = () => (globalThis as { [FRONT_DOOR_ENDPOINTS]?: FrontDoorRegistry })[FRONT_DOOR_ENDPOINTS]

afterEach(() => {
  delete (globalThis as { [FRONT_DOOR_ENDPOINTS]?: FrontDoorRegistry })[FRONT_DOOR_ENDPOINTS]
})

describe('the front door’s endpoints', () => {
  it('are those marked frontDoor at an exact path, by method and full path', () => {
    const payload = { config: { routes: { api: '/api' }, endpoints: [endpoint('/list-a', true), endpoint('/list-b', false), endpoint('/forms/:form', true)] } }
    openFrontDoor(payload as unknown as Payload)
    expect(registry()?.get('POST /api/list-a')).toBeTypeOf('function')
    for (const key of ['GET /api/list-a', 'POST /list-a', 'POST /api/list-a/', 'POST /api/list-b', 'POST /api/forms/:form', 'POST /api/forms/x'])
      expect(registry()?.get(key), key).toBeUndefined()
  })

  it('follow the config when a development reload replaces it (Payload runs no onInit then)', () => {
    const payload = { config: { routes: { api: '/api' }, endpoints: [endpoint('/list-a', true)] } }
    openFrontDoor(payload as unknown as Payload)
    const before = registry()?.get('POST /api/list-a')
    expect(before).toBeTypeOf('function')
    payload.config = { routes: { api: '/api' }, endpoints: [endpoint('/list-a', false), endpoint('/list-c', true)] }
    expect(registry()?.get('POST /api/list-a')).toBeUndefined()
    expect(registry()?.get('POST /api/list-c')).toBeTypeOf('function')
  })
})
