import fs from 'node:fs'
import path from 'node:path'

import { EDITOR, SESSION_FILE } from './admin'

/**
 * Signs the editor in once for the whole run. Payload keeps a user's sessions in one list that each
 * login rewrites from what it read (payload/dist/auth/sessions.js), so two workers signing in the
 * same account at the same moment can erase each other's session; one shared session cannot.
 */
export default async function globalSetup(): Promise<void> {
  const baseURL = process.env.SITE_URL ?? 'http://localhost:3000'
  const response = await fetch(new URL('/api/users/login', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EDITOR),
  })
  if (!response.ok) throw new Error(`signing the editor in failed: ${response.status} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  fs.mkdirSync(path.dirname(SESSION_FILE), { recursive: true })
  fs.writeFileSync(SESSION_FILE, JSON.stringify({ token }))
}
