import type { MetadataRoute } from 'next'

import { env } from '@/lib/config/data'

import { canonicalUrl, languageAlternates } from '@/lib/seo'
import { listSitemapEntries } from '@/siteData'

/** Every published page of every family, with its language alternates; drafts and noindex pages are left out. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await listSitemapEntries()
  return entries.map((entry) => ({
    url: canonicalUrl(env.siteUrl, entry.path),
    lastModified: entry.updatedAt,
    alternates: { languages: languageAlternates(env.siteUrl, entry.path) },
  }))
}
