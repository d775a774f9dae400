import fs from 'node:fs'
import path from 'node:path'

import type { APIRequestContext, Page } from '@playwright/test'

// The seeded administrator (src/seed: DEFAULT_ADMIN, overridable by these variables).
export const EDITOR = { email: process.env.PAYLOAD_ADMIN_EMAIL ?? 'admin@ostra.local', password: process.env.PAYLOAD_ADMIN_PASSWORD ?? 'ostra-admin-dev' }

/** Where globalSetup keeps the run's one editor session. */
export const SESSION_FILE = path.join(process.cwd(), 'test-results', 'editor-session.json')

const sessionToken = (): string => (JSON.parse(fs.readFileSync(SESSION_FILE, 'utf8')) as { token: string }).token

/** Opens the admin signed in, with the run's one editor session (globalSetup.ts says why not a login per test). */
export async function signIn(page: Page): Promise<void> {
  const site = new URL(process.env.SITE_URL ?? 'http://localhost:3000')
  await page.context().addCookies([{ name: 'payload-token', value: sessionToken(), domain: site.hostname, path: '/', httpOnly: true, secure: false, sameSite: 'Lax' }])
  await page.goto('/admin')
  await page.waitForURL(/\/admin(\/)?$/)
}

/** A REST token for setting up or cleaning after a test: the same session. */
export function apiToken(): string {
  return sessionToken()
}

/** A page as an anonymous visitor gets it: no cookies, so no session and no draft mode. */
export async function visit(request: APIRequestContext, path: string): Promise<{ status: number; html: string }> {
  const response = await request.get(path, { headers: { cookie: '' }, maxRedirects: 0 })
  return { status: response.status(), html: await response.text() }
}
