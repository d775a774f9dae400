import type { UIFieldServerComponent } from 'payload'

import { env } from '@/lib/config/data'
import { editorOrigin, PREVIEW_PATH } from '@/lib/pages'
import { previewSecret } from '@/lib/secrets'

import { PublicAddressPanel } from './PublicAddressPanel.client'

/**
 * The sidebar's "Public address": where the document lives, with Open and
 * Preview. Rendered on the server for the signed-in editor, so the preview
 * secret never reaches anyone else; the panel follows the path as it changes.
 */
export const PublicAddress: UIFieldServerComponent = ({ req }) => {
  const origin = editorOrigin(req.headers.get('host'), req.headers.get('x-forwarded-proto'), env.siteUrl)
  return <PublicAddressPanel origin={origin} previewBase={`${PREVIEW_PATH}?${new URLSearchParams({ secret: previewSecret(env.payloadSecret) })}`} />
}
