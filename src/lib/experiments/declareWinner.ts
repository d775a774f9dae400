/**
 * "Declare the winner": every published page using the experiment keeps the winning variant's blocks,
 * shown to everyone, loses the others, and is published again; the experiment stops. One transaction:
 * all of it or none. Refused, naming the pages, while a page holds unpublished changes (they would be
 * published with it, or lost).
 */
import type { PayloadRequest } from 'payload'

import { inTransaction } from '../db/data'
import { VARIANT_LETTERS, withWinner } from './experiments'

export type DeclareWinnerOutcome =
  | { kind: 'declared'; key: string; winner: string; paths: string[] }
  | { kind: 'not-found' }
  | { kind: 'no-such-variant'; variants: number }
  | { kind: 'unpublished-changes'; paths: string[] }

export async function declareWinner(req: PayloadRequest, id: number, winner: number): Promise<DeclareWinnerOutcome> {
  const { payload } = req
  const experiment = await payload.findByID({ collection: 'experiments', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!experiment) return { kind: 'not-found' }
  const variants = experiment.variants?.length ?? 0
  if (winner >= variants) return { kind: 'no-such-variant', variants }
  const pages = await payload.find({
    collection: 'pages',
    where: { and: [{ _status: { equals: 'published' } }, { experimentKeys: { like: `,${experiment.key},` } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    draft: false,
  })
  const unpublished: string[] = []
  for (const page of pages.docs) {
    const latest = await payload.findByID({ collection: 'pages', id: page.id, depth: 0, overrideAccess: true, draft: true })
    if (latest._status === 'draft') unpublished.push(page.path ?? `page ${page.id}`)
  }
  if (unpublished.length > 0) return { kind: 'unpublished-changes', paths: unpublished }
  await inTransaction(req, async () => {
    for (const page of pages.docs) {
      await payload.update({
        collection: 'pages',
        id: page.id,
        data: { layout: withWinner(page.layout ?? [], experiment.key, winner), _status: 'published' },
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
    await payload.update({ collection: 'experiments', id, data: { status: 'stopped' }, depth: 0, overrideAccess: true, req })
  })
  return { kind: 'declared', key: experiment.key, winner: VARIANT_LETTERS[winner], paths: pages.docs.map((page) => page.path ?? '') }
}
