import type { CollectionBeforeChangeHook } from 'payload'

import { collectionPath, type RoutedCollection } from '@/lib/paths'

/** beforeChange hook giving a routed collection's document its path from its slug. */
export function setCollectionPath(collection: RoutedCollection): CollectionBeforeChangeHook {
  return ({ data, originalDoc }) => {
    const slug = data.slug ?? originalDoc?.slug
    if (typeof slug === 'string') data.path = collectionPath(collection, slug)
    return data
  }
}
