import type { LivePreviewConfig, PayloadRequest } from 'payload'

import { env } from '@/lib/config/data'
import { editorOrigin, PREVIEW_BREAKPOINTS, previewUrl, sitePath } from '@/lib/pages'
import { previewSecret } from '@/lib/secrets'

/** The origin the editor opened the admin at (localhost, 127.0.0.1 or SITE_URL), so the session cookie goes along. */
export const requestOrigin = (req: Pick<PayloadRequest, 'headers'>): string =>
  editorOrigin(req.headers.get('host'), req.headers.get('x-forwarded-proto'), env.siteUrl)

/** The draft preview address of a document, once it has a path (after its first save), at the admin's origin. */
export function documentPreviewUrl(data: { path?: unknown } | null | undefined, { req }: { req: Pick<PayloadRequest, 'headers'> }): string | null {
  const path = sitePath(data?.path)
  return path ? previewUrl(path, previewSecret(env.payloadSecret), requestOrigin(req)) : null
}

/**
 * Live preview for the routed collections at the spec's three widths. The
 * address is relative: the admin resolves it against its own origin, so the
 * preview frame is same-origin (session cookie, frame-ancestors 'self')
 * whether the admin is opened at localhost, 127.0.0.1 or SITE_URL.
 */
export const livePreview = (collections: string[]): LivePreviewConfig & { collections: string[] } => ({
  collections,
  url: ({ data }) => {
    const path = sitePath(data?.path)
    return path ? previewUrl(path, previewSecret(env.payloadSecret)) : null
  },
  breakpoints: PREVIEW_BREAKPOINTS.map((b) => ({ ...b })),
})

/**
 * Click-to-edit between the live preview and the form (issue 30): the admin side, beside the document's
 * controls of every routed collection (the preview side is the AdminBar's CanvasOverlay).
 */
export const canvasEditComponents = { beforeDocumentControls: ['/src/components/canvas/CanvasBridge.client#CanvasBridge'] }
