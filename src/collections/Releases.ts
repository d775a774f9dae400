import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { publishReleaseEndpoint, rollBackReleaseEndpoint } from '@/api/releases'
import {
  isReleaseCollection,
  isReleaseGlobal,
  relatedId,
  RELEASE_COLLECTIONS,
  RELEASE_GLOBAL_LABELS,
  RELEASE_GLOBALS,
  RELEASE_STATUSES,
  type ReleaseStatus,
} from '@/lib/releases'
import { releaseBaseline, scheduleRelease } from '@/lib/releases/data'
import type { Release } from '@/payload-types'

import { authenticated } from './shared/access'

const STATUS_LABELS: Record<ReleaseStatus, string> = {
  open: 'Open: being prepared',
  published: 'Published',
  'rolled-back': 'Rolled back',
}

type Item = NonNullable<Release['items']>[number]
type SitePart = NonNullable<Release['siteParts']>[number]
const itemKey = (item: Item | undefined) => `${item?.document?.relationTo}:${relatedId(item?.document?.value)}`
const partKey = (part: SitePart | undefined) => `global:${part?.global}`

/** The release's documents and site parts, as keys: what a published release must keep. */
const contentKeys = (items: Item[] | null | undefined, parts: SitePart[] | null | undefined) =>
  JSON.stringify([...(items ?? []).map(itemKey), ...(parts ?? []).map(partKey)])

/**
 * What was live when each document joined the release (its conflicts are judged from it): kept for documents
 * already in it, read for new ones; whatever a request sends for it is ignored. A published or rolled-back
 * release keeps its documents: a new launch is a new release.
 */
const recordBaselines: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, context }) => {
  if (context.releaseWrite) return data
  const original = operation === 'update' ? (originalDoc as Release | undefined) : undefined
  const items = Array.isArray(data.items) ? (data.items as Item[]) : undefined
  const parts = Array.isArray(data.siteParts) ? (data.siteParts as SitePart[]) : undefined
  if (
    original &&
    (original.status === 'published' || original.status === 'rolled-back') &&
    (items !== undefined || parts !== undefined) &&
    contentKeys(items ?? original.items, parts ?? original.siteParts) !== contentKeys(original.items, original.siteParts)
  )
    throw new APIError('This release has been published: its documents stay as they were. Start a new release for further changes.', 409, undefined, true)
  const known = new Map<string, string | null>([
    ...(original?.items ?? []).map((item): [string, string | null] => [itemKey(item), item.baseline ?? null]),
    ...(original?.siteParts ?? []).map((part): [string, string | null] => [partKey(part), part.baseline ?? null]),
  ])
  if (items)
    data.items = await Promise.all(
      items.map(async (item) => {
        const collection = item.document?.relationTo
        const id = relatedId(item.document?.value)
        if (!isReleaseCollection(collection) || id === undefined) return item
        const key = itemKey(item)
        return { ...item, baseline: known.has(key) ? known.get(key) : await releaseBaseline(req.payload, { collection, id }) }
      }),
    )
  if (parts)
    data.siteParts = await Promise.all(
      parts.map(async (part) => {
        if (!isReleaseGlobal(part.global)) return part
        const key = partKey(part)
        return { ...part, baseline: known.has(key) ? known.get(key) : await releaseBaseline(req.payload, { global: part.global }) }
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
 * Campaign releases (issue 32, item 5): drafts of several pages, customer stories, release notes, legal
 * pages, navigation items, the header and the footer, published together, in one transaction, and rolled back together.
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
          'The documents the release publishes (pages, customer stories, release notes, legal pages, navigation items): edit and save each as a draft as usual (do not publish it), then add it here. Their latest drafts go live together.',
      },
      fields: [
        { name: 'document', label: 'Document', type: 'relationship', relationTo: [...RELEASE_COLLECTIONS], required: true },
        { name: 'baseline', type: 'text', admin: { hidden: true } },
      ],
    },
    {
      name: 'siteParts',
      label: 'Header and footer',
      labels: { singular: 'Site part', plural: 'Site parts' },
      type: 'array',
      maxRows: RELEASE_GLOBALS.length,
      admin: {
        description:
          'When the launch changes the header or the footer (a new menu group, a footer link): save that change with “Save draft” on the header or footer, then add it here. New menu entries (Site → Navigation items) are documents: add them above.',
      },
      validate: (value: unknown) => {
        const parts = Array.isArray(value) ? (value as SitePart[]).map((part) => part.global) : []
        return new Set(parts).size === parts.length || 'Each of the header and footer can be added once.'
      },
      fields: [
        {
          name: 'global',
          label: 'Part',
          type: 'select',
          required: true,
          options: RELEASE_GLOBALS.map((value) => ({ value, label: RELEASE_GLOBAL_LABELS[value] })),
        },
        { name: 'baseline', type: 'text', admin: { hidden: true } },
      ],
    },
    { name: 'snapshots', type: 'json', access: systemOnly, admin: { hidden: true } },
  ],
}
