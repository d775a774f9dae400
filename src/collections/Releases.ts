import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { publishReleaseEndpoint, rollBackReleaseEndpoint } from '@/api/releases'
import { isReleaseCollection, relatedId, RELEASE_COLLECTIONS, RELEASE_STATUSES, type ReleaseStatus } from '@/lib/releases'
import { releaseBaseline, scheduleRelease } from '@/lib/releases/data'
import type { Release } from '@/payload-types'

import { authenticated } from './shared/access'

const STATUS_LABELS: Record<ReleaseStatus, string> = {
  open: 'Open: being prepared',
  published: 'Published',
  'rolled-back': 'Rolled back',
}

type Item = NonNullable<Release['items']>[number]
const itemKey = (item: Item | undefined) => `${item?.document?.relationTo}:${relatedId(item?.document?.value)}`

/**
 * What was live when each document joined the release (its conflicts are judged from it): kept for documents
 * already in it, read for new ones; whatever a request sends for it is ignored. A published or rolled-back
 * release keeps its documents: a new launch is a new release.
 */
const recordBaselines: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, context }) => {
  if (context.releaseWrite) return data
  const original = operation === 'update' ? (originalDoc as Release | undefined) : undefined
  if (
    original &&
    (original.status === 'published' || original.status === 'rolled-back') &&
    data.items !== undefined &&
    JSON.stringify((data.items as Item[]).map(itemKey)) !== JSON.stringify((original.items ?? []).map(itemKey))
  )
    throw new APIError('This release has been published: its documents stay as they were. Start a new release for further changes.', 409, undefined, true)
  if (!Array.isArray(data.items)) return data
  const known = new Map((original?.items ?? []).map((item) => [itemKey(item), item.baseline ?? null]))
  data.items = await Promise.all(
    (data.items as Item[]).map(async (item) => {
      const collection = item.document?.relationTo
      const id = relatedId(item.document?.value)
      if (!isReleaseCollection(collection) || id === undefined) return item
      const key = itemKey(item)
      const baseline = known.has(key) ? known.get(key) : await releaseBaseline(req.payload, collection, id)
      return { ...item, baseline }
    }),
  )
  return data
}

/** A moment saved on an open release: its publish is queued for then (a later change queues anew; the job checks it is still due). */
const queueSchedule: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  const release = doc as Release
  if (context.releaseWrite || release.status !== 'open' || !release.publishAt) return doc
  if ((previousDoc as Release | undefined)?.publishAt === release.publishAt) return doc
  await scheduleRelease(req.payload, release.id, release.publishAt, req)
  return doc
}

/** Only the release's own publishing and rollback set these. */
const systemOnly = { create: () => false, update: () => false }

/**
 * Campaign releases (issue 32, item 5): drafts of several pages, customer stories, release notes and legal
 * pages published together, in one transaction, and rolled back together.
 */
export const Releases: CollectionConfig = {
  slug: 'releases',
  labels: { singular: 'Campaign release', plural: 'Campaign releases' },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'releasedAt', 'updatedAt'],
    description:
      'A launch that touches several documents goes live together: add their drafts here, then publish the release. All of them are published at once, or none; a published release can be rolled back.',
  },
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated },
  endpoints: [publishReleaseEndpoint, rollBackReleaseEndpoint],
  hooks: { beforeChange: [recordBaselines], afterChange: [queueSchedule] },
  fields: [
    { name: 'actions', type: 'ui', admin: { components: { Field: '/src/components/admin/ReleaseActions#ReleaseActions' } } },
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 120, admin: { description: 'E.g. “Spring launch: Voice AI 2”.' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: RELEASE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      access: systemOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'publishAt',
      label: 'Publish at',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Optional. The release is published by itself at this moment (within about 15 seconds), all together. Empty: publish it with the button.',
      },
    },
    { name: 'releasedAt', label: 'Published at', type: 'date', access: systemOnly, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'items',
      label: 'Documents',
      labels: { singular: 'Document', plural: 'Documents' },
      type: 'array',
      admin: {
        description:
          'The documents the release publishes: edit and save each as a draft as usual (do not publish it), then add it here. Their latest drafts go live together.',
      },
      fields: [
        { name: 'document', label: 'Document', type: 'relationship', relationTo: [...RELEASE_COLLECTIONS], required: true },
        { name: 'baseline', type: 'text', admin: { hidden: true } },
      ],
    },
    { name: 'snapshots', type: 'json', access: systemOnly, admin: { hidden: true } },
  ],
}
