/**
 * The idempotent seed: creates whatever of the seeded content is missing
 * (matched by path or slug), so it is safe on every start and fills an empty
 * database on the first one.
 */
import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

import {
  buildCustomerStories,
  buildFooter,
  buildHeader,
  buildLegalPages,
  buildNavigation,
  buildPages,
  buildReleaseNotes,
  type MediaIds,
} from './build'
import { renderIllustration, SEED_IMAGES } from './images'
import { pagePath, collectionPath } from '@/lib/paths'

/** Seeding writes without revalidation: there is no Next cache to expire yet. */
const context = { disableRevalidate: true }

export const DEFAULT_ADMIN = { email: 'admin@ostra.local', password: 'ostra-admin-dev' } as const

async function exists(payload: Payload, collection: CollectionSlug, field: string, value: string): Promise<number | undefined> {
  const found = await payload.find({ collection, where: { [field]: { equals: value } }, limit: 1, depth: 0, draft: true, pagination: false })
  return found.docs[0]?.id as number | undefined
}

async function ensure<C extends CollectionSlug>(
  payload: Payload,
  collection: C,
  key: { field: string; value: string },
  data: RequiredDataFromCollectionSlug<C>,
): Promise<{ id: number; created: boolean }> {
  const id = await exists(payload, collection, key.field, key.value)
  if (id !== undefined) return { id, created: false }
  const doc = await payload.create({ collection, data, context, draft: false })
  return { id: doc.id as number, created: true }
}

async function seedMedia(payload: Payload): Promise<MediaIds> {
  const ids: MediaIds = {}
  for (const image of SEED_IMAGES) {
    const name = `seed-${image.key.toLowerCase()}.webp`
    const found = await exists(payload, 'media', 'filename', name)
    if (found !== undefined) {
      ids[image.key] = found
      continue
    }
    const data = await renderIllustration(image.seed)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: image.alt },
      file: { data, mimetype: 'image/webp', name, size: data.length },
      context,
    })
    ids[image.key] = doc.id
  }
  return ids
}

export async function seed(payload: Payload): Promise<void> {
  const started = Date.now()
  let created = 0
  const count = (r: { created: boolean }) => (created += r.created ? 1 : 0)

  const email = process.env.PAYLOAD_ADMIN_EMAIL ?? DEFAULT_ADMIN.email
  const password = process.env.PAYLOAD_ADMIN_PASSWORD ?? DEFAULT_ADMIN.password
  count(await ensure(payload, 'users', { field: 'email', value: email }, { email, password, name: 'Site admin', role: 'admin' }))

  const media = await seedMedia(payload)

  for (const data of buildPages(media)) {
    count(await ensure(payload, 'pages', { field: 'path', value: pagePath(data.family ?? 'content', data.slug) }, data))
  }
  for (const data of buildLegalPages()) count(await ensure(payload, 'legal-pages', { field: 'path', value: collectionPath('legal-pages', data.slug) }, data))
  for (const data of buildCustomerStories())
    count(await ensure(payload, 'customer-stories', { field: 'path', value: collectionPath('customer-stories', data.slug) }, data))
  for (const data of buildReleaseNotes()) count(await ensure(payload, 'release-notes', { field: 'path', value: collectionPath('release-notes', data.slug) }, data))

  // Navigation and globals are seeded once: after that they belong to the marketers.
  const navigationCount = (await payload.count({ collection: 'navigation-items' })).totalDocs
  if (navigationCount === 0) {
    const groups: { label: string; items: number[] }[] = []
    for (const group of buildNavigation()) {
      const ids: number[] = []
      for (const item of group.items) ids.push((await payload.create({ collection: 'navigation-items', data: item, context })).id)
      groups.push({ label: group.group, items: ids })
      created += ids.length
    }
    await payload.updateGlobal({ slug: 'header', data: buildHeader(groups), context })
    await payload.updateGlobal({ slug: 'footer', data: buildFooter(), context })
    await payload.updateGlobal({ slug: 'site-settings', data: {}, context })
  }

  payload.logger.info(`seed: ${created} documents created in ${Date.now() - started} ms`)
}
