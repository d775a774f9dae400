import type { LivePreviewConfig } from 'payload'

import { env } from '@/lib/env'
import { PREVIEW_BREAKPOINTS, previewUrl, sitePath } from '@/lib/preview'
import { previewSecret } from '@/lib/secrets'

/** The draft preview address of a document, once it has a path (after its first save). */
export function documentPreviewUrl(data: { path?: unknown } | null | undefined): string | null {
  const path = sitePath(data?.path)
  return path ? previewUrl(path, previewSecret(env.payloadSecret), env.siteUrl) : null
}

/** Live preview for the routed collections at the spec's three widths. */
export const livePreview = (collections: string[]): LivePreviewConfig & { collections: string[] } => ({
  collections,
  url: ({ data }) => documentPreviewUrl(data),
  breakpoints: PREVIEW_BREAKPOINTS.map((b) => ({ ...b })),
})
