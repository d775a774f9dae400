/**
 * The site's reads, handed the site's Payload instance. Each data module of src/lib takes the instance it is
 * handed and never loads the Payload config itself (npm run lint holds that); this is the one place that hands
 * in the site's. Routes, blocks and components read through here; endpoints use their request's instance, the
 * worker and the scripts their own.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { cache } from 'react'

import * as content from '@/lib/content/data'
import * as numbers from '@/lib/numbers/data'
import * as pages from '@/lib/pages/data'
import * as pricing from '@/lib/pricing/data'
import * as releases from '@/lib/releases/data'
import * as search from '@/lib/search/data'

/** The site's Payload instance (Payload makes it once per process). */
export const sitePayload = (): Promise<Payload> => getPayload({ config })

/** A read of src/lib, handed the site's instance. */
const withSite =
  <A extends unknown[], R>(read: (payload: Payload, ...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> =>
    read(await sitePayload(), ...args)

export const getDocumentByPath = withSite(pages.getDocumentByPath)
/** A list read (cached, published) as after the release an editor previews, if any: visitors' reads are left as they are. */
const afterPreviewedRelease =
  <A extends unknown[], T extends { id: number }>(
    read: (payload: Payload, ...args: A) => Promise<pages.Listing<T>>,
    collection: 'pages' | 'customer-stories' | 'release-notes',
    belongs?: (...args: A) => (doc: Record<string, unknown>) => boolean,
  ) =>
  async (...args: A): Promise<pages.Listing<T>> => {
    const payload = await sitePayload()
    const [listing, release] = await Promise.all([read(payload, ...args), previewedRelease()])
    return release ? releases.listingAfterRelease(payload, release, collection, listing, belongs?.(...args)) : listing
  }

export const listFamily = afterPreviewedRelease(pages.listFamily, 'pages', (family) => (doc) => doc.family === family)
export const listCustomerStories = afterPreviewedRelease(pages.listCustomerStories, 'customer-stories')
export const listReleaseNotes = afterPreviewedRelease(pages.listReleaseNotes, 'release-notes')
export const listUseCases = withSite(content.listUseCases)
export const listUseCaseFacets = withSite(content.listUseCaseFacets)
export const listPaths = withSite(pages.listPaths)
export const getRunningExperiments = withSite(pages.getRunningExperiments)
export const getShell = withSite(pages.getShell)
export const listSitemapEntries = withSite(pages.listSitemapEntries)
export const getSearchIndex = withSite(search.getSearchIndex)
export const getCardTitles = withSite(search.getCardTitles)
export const getRelatedArticles = withSite(content.getRelatedArticles)
export const getCalculatorData = withSite(pricing.getCalculatorData)
export const getCountryRates = withSite(pricing.getCountryRates)
export const getPriceEntries = withSite(pricing.getPriceEntries)
export const numberSearchCountries = withSite(numbers.numberSearchCountries)
export const unroutedTables = withSite(pages.unroutedTables)
export const findDraftByPath = withSite(pages.findDraftByPath)
export const withReusableSections = withSite(pages.withReusableSections)
export const releaseDocumentByPath = withSite(releases.releaseDocumentByPath)
export const releaseShell = withSite(releases.releaseShell)
/** The signed-in editor previewing drafts, or null; Payload is loaded only in draft mode. */
export const previewViewer = (): ReturnType<typeof pages.previewViewer> => pages.previewViewer(sitePayload)
/**
 * The campaign release an editor in draft mode previews the whole site as after (/preview?release=), or null:
 * once per render. Outside draft mode it costs nothing (the draft-mode check comes first) and pages stay static.
 */
export const previewedRelease = cache(async (): Promise<releases.ReleasePreview | null> => {
  const id = (await previewViewer()) ? await pages.previewedReleaseId() : null
  return id === null ? null : releases.readReleasePreview(await sitePayload(), id)
})
