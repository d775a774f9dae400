/**
 * Draft mode on the site. A request sees drafts only when draft mode is on
 * (set by /preview, which needs the secret) and it carries a valid editor
 * session; anything else reads published content. Draft reads bypass the
 * data cache, and Next renders draft-mode requests per request and never
 * stores them, so drafts reach neither visitors nor the cache.
 */
import { cookies, draftMode, headers } from 'next/headers'
import type { Payload } from 'payload'
import { cache } from 'react'

import type { User } from '@/payload-types'

import type { RoutedCollection } from './paths'
import { RELEASE_PREVIEW_COOKIE } from './previewAddress'
import { withBlocksResolved } from './blockReferences'
import { withRequiredTexts, discardUnsaved, unsavedFor } from '../editor'
import type { RoutedDocument } from './queries'

/** The signed-in editor previewing drafts, or null (draft mode off, or no valid session). */
export const previewViewer = cache(async (load: () => Promise<Payload>): Promise<User | null> => {
  // Checked first: outside draft mode this costs nothing and keeps pages static.
  if (!(await draftMode()).isEnabled) return null
  const { user } = await (await load()).auth({ headers: await headers() })
  return user && user.collection === 'users' ? user : null
})

/**
 * The campaign release the editor previews the whole site as after (the cookie /preview?release= set), or
 * null. Read only for a signed-in editor in draft mode (previewViewer first): visitors' renders never read it.
 */
export const previewedReleaseId = cache(async (): Promise<number | null> => {
  const value = (await cookies()).get(RELEASE_PREVIEW_COOKIE)?.value
  const id = value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN
  // Within PostgreSQL's integer ids: a forged larger one would fail the query rather than find nothing.
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null
})

/**
 * Whether this render is the client router's (a refresh or navigation inside the page), not a document load:
 * the browser says which (Sec-Fetch-Dest; Next hides its own RSC header from the render). A browser that does
 * not say is taken at its refreshes' word, as before.
 */
async function isRouterRefresh(): Promise<boolean> {
  const destination = (await headers()).get('sec-fetch-dest')
  return destination !== 'document' && destination !== 'iframe'
}

/** The latest version (draft or published) at a path, read as the editor: never cached. */
export async function findDraftByPath(
  payload: Payload,
  path: string,
  collections: readonly ('pages' | RoutedCollection)[],
  user: User,
): Promise<RoutedDocument | null> {
  for (const collection of collections) {
    const result = await payload.find({
      collection,
      where: { path: { equals: path } },
      depth: 1,
      limit: 1,
      pagination: false,
      draft: true,
      overrideAccess: false,
      user,
    })
    const doc = result.docs[0]
    if (!doc) continue
    // The admin form's unsaved state, when newer than the last save: read through Payload as the saved one
    // is (its hooks, its uploads and relations populated), with the address and status of the stored document.
    // draft: false, or Payload would put the stored draft back in place of the data given.
    // Only for the preview's own refreshes (CanvasOverlay hands the state over, then refreshes): a preview loaded
    // afresh shows, as the form opened with it does, the saved document, and what an earlier form left is dropped.
    const refresh = await isRouterRefresh()
    if (!refresh) discardUnsaved(user.id, collection, doc.id)
    const unsaved = refresh ? unsavedFor(user.id, collection, doc.id, doc.updatedAt) : undefined
    if (unsaved) {
      const live = await payload
        .findByID({
          collection,
          id: doc.id,
          data: {
            ...withRequiredTexts(withBlocksResolved(payload.collections[collection].config.fields, payload.config.blocks ?? []), unsaved),
            id: doc.id,
            path: doc.path,
            _status: doc._status,
          },
          depth: 1,
          draft: false,
          overrideAccess: false,
          user,
        })
        // Form state that does not read as a document (a row still loading) shows the last save instead.
        .catch(() => null)
      if (live) return { collection, doc: live } as RoutedDocument
    }
    return { collection, doc } as RoutedDocument
  }
  return null
}
