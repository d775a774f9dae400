/**
 * POST /api/release-notes/import {url} — fetches a Markdown release note
 * (10 000 ms timeout) and stores it as a draft for review. Signed-in users only.
 */
import type { Endpoint } from 'payload'
import { z } from 'zod'

import { collectionPath, adminEditUrl } from '@/lib/pages'
import { MARKDOWN_MAX_BYTES, MARKDOWN_TIMEOUT_MS, parseReleaseNoteMarkdown } from '@/lib/content'
import { releaseNoteExists, storeReleaseNoteDraft } from '@/lib/content/data'

import { jsonError, readJson, validationError } from './errors'
import { isTimeout } from '@/lib/integrations'

export const releaseNoteImportInput = z.object({
  url: z
    .string()
    .max(2048)
    .url('must be an address')
    .refine((value) => /^https?:\/\//i.test(value), 'must be an http or https address'),
})

type Fetched = { ok: true; text: string } | { ok: false; error: string }

async function fetchMarkdown(url: string): Promise<Fetched> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(MARKDOWN_TIMEOUT_MS),
      redirect: 'follow',
      headers: { accept: 'text/markdown, text/plain;q=0.9, */*;q=0.1' },
    })
    if (!response.ok) return { ok: false, error: `The address answered ${response.status}` }
    const text = await response.text()
    if (Buffer.byteLength(text) > MARKDOWN_MAX_BYTES) return { ok: false, error: `The document is larger than ${MARKDOWN_MAX_BYTES / 1024} KB` }
    return { ok: true, text }
  } catch (error) {
    return { ok: false, error: isTimeout(error) ? `The address did not answer within ${MARKDOWN_TIMEOUT_MS} ms` : 'The address could not be reached' }
  }
}

export const releaseNoteImportEndpoint: Endpoint = {
  // On the release-notes collection: /api/release-notes/import.
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return jsonError(401, 'unauthorized', 'Sign in to import release notes')
    const parsed = releaseNoteImportInput.safeParse(await readJson(req))
    if (!parsed.success) return validationError(parsed.error)

    const fetched = await fetchMarkdown(parsed.data.url)
    if (!fetched.ok) return jsonError(422, 'unprocessable', fetched.error)
    const result = parseReleaseNoteMarkdown(fetched.text)
    if (!result.ok) return jsonError(422, 'unprocessable', result.error)
    const { note } = result

    const path = collectionPath('release-notes', note.slug)
    if (await releaseNoteExists(req, path))
      return jsonError(409, 'conflict', `A release note already exists at ${path}`, [{ path: 'slug', message: 'is taken' }])
    const doc = await storeReleaseNoteDraft(req, note)
    return Response.json({ id: doc.id, path: doc.path, adminUrl: adminEditUrl('release-notes', doc.id), status: 'draft' }, { status: 201 })
  },
}
