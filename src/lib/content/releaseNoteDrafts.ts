/** A release note imported from Markdown (POST /api/release-notes/import): stored as a draft for review. */
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { PayloadRequest } from 'payload'

import type { ReleaseNote } from '@/payload-types'

import type { ParsedReleaseNote } from './releaseNoteMarkdown'

/** Whether any release note, draft or published, already lives at `path`. */
export async function releaseNoteExists(req: PayloadRequest, path: string): Promise<boolean> {
  const existing = await req.payload.find({ collection: 'release-notes', where: { path: { equals: path } }, draft: true, limit: 1, depth: 0, req })
  return existing.docs.length > 0
}

/** The note as a draft, its text the body's one Rich text block (editors add other blocks in the admin), as the signed-in user. */
export async function storeReleaseNoteDraft(req: PayloadRequest, note: ParsedReleaseNote): Promise<ReleaseNote> {
  const editorConfig = await editorConfigFactory.default({ config: req.payload.config })
  return req.payload.create({
    collection: 'release-notes',
    draft: true,
    data: {
      _status: 'draft',
      title: note.title,
      slug: note.slug,
      product: note.product,
      releasedAt: note.releasedAt,
      summary: note.summary,
      layout: [{ blockType: 'richText', content: convertMarkdownToLexical({ editorConfig, markdown: note.body }) }],
    },
    req,
  })
}
