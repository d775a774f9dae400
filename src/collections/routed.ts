import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { collectionPath, type RoutedCollection } from '@/lib/pages'

import { authenticated, publishedOrAuthenticated } from './shared/access'
import { blockPublishOnErrors } from './shared/contentCheck'
import { movedRedirectHooks } from './shared/movedRedirect'
import { revalidateRouted } from './shared/revalidate'

/** beforeChange hook giving a routed collection's document its path from its slug. */
export function setCollectionPath(collection: RoutedCollection): CollectionBeforeChangeHook {
  return ({ data, originalDoc }) => {
    const slug = data.slug ?? originalDoc?.slug
    if (typeof slug === 'string') data.path = collectionPath(collection, slug)
    return data
  }
}

/**
 * What every routed collection other than pages shares: public reads of
 * published documents only, drafts with autosave (no faster than 800 ms) and
 * scheduled publishing, a path from the slug, the publish-time content check,
 * a redirect from the old path when a published document moves, and
 * revalidation on change.
 */
export function routedCollectionDefaults(collection: RoutedCollection, maxVersions: number): Pick<CollectionConfig, 'access' | 'versions' | 'hooks'> {
  const revalidate = revalidateRouted(collection)
  const movedRedirect = movedRedirectHooks(collection)
  return {
    access: { read: publishedOrAuthenticated, create: authenticated, update: authenticated, delete: authenticated },
    // validate: "Create New" stays an unsaved form until the first Save draft or Publish (see Pages).
    versions: { maxPerDoc: maxVersions, drafts: { autosave: { interval: 800 }, schedulePublish: true, validate: true } },
    hooks: {
      beforeChange: [setCollectionPath(collection), blockPublishOnErrors, movedRedirect.beforeChange],
      afterChange: [movedRedirect.afterChange, revalidate.afterChange],
      afterDelete: [revalidate.afterDelete],
    },
  }
}
