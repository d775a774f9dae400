/**
 * A page's metadata for Next's Metadata API: title, description, canonical,
 * hreflang alternates, Open Graph and Twitter cards, robots.
 */
import type { Metadata } from 'next'

import { COLLECTION_PREFIXES, PAGE_FAMILIES, PAGE_FAMILY_NAMES } from '../pages'
import { canonicalUrl, languageAlternates } from './canonical'
import type { Crumb } from './jsonLd'
import { pageTitle, type TitleContext } from './titles'

export type MetadataInput = {
  siteUrl: string
  siteName: string
  path: string
  title: string
  description?: string
  /** Absolute or site-relative; when missing, the generated card of the page is used. */
  image?: string
  noindex?: boolean
  type?: 'website' | 'article'
  context?: TitleContext
}

/** The generated social card of a page without an image of its own. */
export function generatedImagePath(title: string): string {
  return `/og?title=${encodeURIComponent(title)}`
}

export function buildMetadata(input: MetadataInput): Metadata {
  const { siteUrl, siteName, path, description, noindex, type = 'website', context = {} } = input
  const title = pageTitle(input.title, context)
  const query = new URLSearchParams()
  if (context.page && context.page > 1) query.set('page', String(context.page))
  if (context.locale) query.set('locale', context.locale)
  const canonical = canonicalUrl(siteUrl, query.size ? `${path}?${query}` : path)
  const image = new URL(input.image ?? generatedImagePath(input.title), `${siteUrl}/`).toString()
  return {
    // The home page's title already carries the brand; others get the layout's "| Brand" template.
    title: path === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical, languages: languageAlternates(siteUrl, path) },
    openGraph: { type, url: canonical, siteName, title, description, images: [{ url: image, width: 1200, height: 630, alt: input.title }] },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    robots: noindex ? { index: false, follow: true } : undefined,
  }
}

function labelOfPrefix(prefix: string): string | undefined {
  const family = PAGE_FAMILY_NAMES.find((f) => PAGE_FAMILIES[f].prefix === prefix)
  if (family) return PAGE_FAMILIES[family].label
  const collection = (Object.keys(COLLECTION_PREFIXES) as (keyof typeof COLLECTION_PREFIXES)[]).find((c) => COLLECTION_PREFIXES[c] === prefix)
  return collection ? collection.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()) : undefined
}

/** Home, then each level of the path (named by its family or collection), then the page itself. */
export function breadcrumbsFor(siteUrl: string, path: string, title: string): Crumb[] {
  const segments = path.split('/').filter(Boolean)
  const crumbs: Crumb[] = [{ name: 'Home', url: canonicalUrl(siteUrl, '/') }]
  segments.forEach((segment, index) => {
    const sub = `/${segments.slice(0, index + 1).join('/')}`
    const last = index === segments.length - 1
    const name = last ? title : (labelOfPrefix(sub) ?? segment)
    crumbs.push({ name, url: canonicalUrl(siteUrl, sub) })
  })
  return crumbs
}
