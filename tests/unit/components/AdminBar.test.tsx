// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1:39517/products/voice-api"}
import { createServer, type Server } from 'node:http'

import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { AdminBar } from '@/components/admin/AdminBar.client'

/** The admin's "who am I" endpoint, faked on the page's own origin (127.0.0.1:39517). */
let signedIn = false
let asked = 0
let server: Server

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== '/api/users/me') return void response.writeHead(404).end()
    asked++
    response
      .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      .end(JSON.stringify({ user: signedIn ? { email: 'editor@ostra.local' } : null }))
  })
  await new Promise<void>((resolve) => server.listen(39517, '127.0.0.1', () => resolve()))
})
afterAll(() => server.close())
afterEach(() => {
  cleanup()
  asked = 0
})

const props = { editUrl: '/admin/collections/pages/7', exitUrl: '/preview/exit?path=%2Fproducts%2Fvoice-api' }

describe('AdminBar on a published page (staging and dev)', () => {
  it('appears for a signed-in editor, with the edit link and no exit link', async () => {
    signedIn = true
    render(<AdminBar {...props} mode="detect" />)
    const bar = await screen.findByRole('complementary', { name: 'Editing tools' })
    expect(bar.textContent).toContain('Published version')
    expect(screen.getByRole('link', { name: 'Edit this page' }).getAttribute('href')).toBe(props.editUrl)
    expect(screen.queryByRole('link', { name: 'Exit preview' })).toBeNull()
  })

  it('stays hidden for everyone else', async () => {
    signedIn = false
    render(<AdminBar {...props} mode="detect" />)
    await waitFor(() => expect(asked).toBe(1))
    // Give the answer time to be applied, then check nothing was shown.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('complementary', { name: 'Editing tools' })).toBeNull()
  })
})
