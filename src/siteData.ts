/**
 * The site's reads, handed the site's Payload instance. Each data module of src/lib takes the instance it is
 * handed and never loads the Payload config itself (npm run lint holds that); this is the one place that hands
 * in the site's. Routes, blocks and components read through here; endpoints use their request's instance, the
 * worker and the scripts their own.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import * as numberSearch from '@/lib/numbers/data'
import * as preview from '@/lib/pages/data'
import * as pricing from '@/lib/pricing/data'
import * as queries from '@/lib/pages/data'
import * as related from '@/lib/content/data'
import * as search from '@/lib/search/data'
import * as unrouted from '@/lib/pages/data'

/** The site's Payload instance (Payload makes it once per process). */
export const sitePayload = (): Promise<Payload> => getPayload({ config })

/** A read of src/lib, handed the site's instance. */
const withSite =
  <A extends unknown[], R>(read: (payload: Payload, ...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> =>
    read(await sitePayload(), ...args)

export const getDocumentByPath = withSite(queries.getDocumentByPath)
export const listFamily = withSite(queries.listFamily)
export const listCustomerStories = withSite(queries.listCustomerStories)
export const listReleaseNotes = withSite(queries.listReleaseNotes)
export const listPaths = withSite(queries.listPaths)
export const runningExperimentPaths = withSite(queries.runningExperimentPaths)
export const getShell = withSite(queries.getShell)
export const listSitemapEntries = withSite(queries.listSitemapEntries)
export const getSearchIndex = withSite(search.getSearchIndex)
export const getCardTitles = withSite(search.getCardTitles)
export const getRelatedArticles = withSite(related.getRelatedArticles)
export const getCalculatorData = withSite(pricing.getCalculatorData)
export const getCountryRates = withSite(pricing.getCountryRates)
export const numberSearchCountries = withSite(numberSearch.numberSearchCountries)
export const unroutedTables = withSite(unrouted.unroutedTables)
export const findDraftByPath = withSite(preview.findDraftByPath)
/** The signed-in editor previewing drafts, or null; Payload is loaded only in draft mode. */
export const previewViewer = (): ReturnType<typeof preview.previewViewer> => preview.previewViewer(sitePayload)
