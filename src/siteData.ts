/**
 * The site's reads, handed the site's Payload instance. Each data module of src/lib takes the instance it is
 * handed and never loads the Payload config itself (npm run lint holds that); this is the one place that hands
 * in the site's. Routes, blocks and components read through here; endpoints use their request's instance, the
 * worker and the scripts their own.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

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
export const listFamily = withSite(pages.listFamily)
export const listCustomerStories = withSite(pages.listCustomerStories)
export const listReleaseNotes = withSite(pages.listReleaseNotes)
export const listPaths = withSite(pages.listPaths)
export const getRunningExperiments = withSite(pages.getRunningExperiments)
export const getShell = withSite(pages.getShell)
export const listSitemapEntries = withSite(pages.listSitemapEntries)
export const getSearchIndex = withSite(search.getSearchIndex)
export const getCardTitles = withSite(search.getCardTitles)
export const getRelatedArticles = withSite(content.getRelatedArticles)
export const getCalculatorData = withSite(pricing.getCalculatorData)
export const getCountryRates = withSite(pricing.getCountryRates)
export const numberSearchCountries = withSite(numbers.numberSearchCountries)
export const unroutedTables = withSite(pages.unroutedTables)
export const findDraftByPath = withSite(pages.findDraftByPath)
export const withReusableSections = withSite(pages.withReusableSections)
export const readReleasePreview = withSite(releases.readReleasePreview)
export const releaseDocumentByPath = withSite(releases.releaseDocumentByPath)
export const releaseShell = withSite(releases.releaseShell)
export const previewedReleaseId = pages.previewedReleaseId
/** The signed-in editor previewing drafts, or null; Payload is loaded only in draft mode. */
export const previewViewer = (): ReturnType<typeof pages.previewViewer> => pages.previewViewer(sitePayload)
