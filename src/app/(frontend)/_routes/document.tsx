/**
 * Route factories: each route file under (frontend) is a few lines that pick
 * the collections and the static set; the work happens here and in lib/pages.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageShell } from '@/components/PageShell'
import { DocumentView } from '@/components/views/DocumentView'
import { env } from '@/lib/env'
import { flagsFor } from '@/lib/flags'
import { parsePageNumber } from '@/lib/pagination'
import { getDocumentByPath, getShell, listPaths, type RoutedDocument } from '@/lib/pages/queries'
import { isGenerated, pagePath, pathFromSegments, PAGE_FAMILIES, ROUTE_FILE_PATHS, type PageFamily, type RoutedCollection } from '@/lib/paths'

type Collections = readonly ('pages' | RoutedCollection)[]
type SearchParams = Promise<Record<string, string | string[] | undefined>>

function titleOf(routed: RoutedDocument): { title: string; description?: string } {
  const doc = routed.doc
  return { title: doc.meta?.title || doc.title, description: doc.meta?.description ?? undefined }
}

export async function documentMetadata(path: string, collections: Collections): Promise<Metadata> {
  const routed = await getDocumentByPath(path, collections)
  if (!routed) return { title: 'Page not found' }
  const { title, description } = titleOf(routed)
  // The home page's title already carries the brand; others get the "| Ostra" template.
  return { title: path === '/' ? { absolute: title } : title, description, alternates: { canonical: path } }
}

/** Renders the document at `path` inside the shell, or the 404 page. */
export async function renderDocument(path: string, collections: Collections, searchParams?: SearchParams) {
  const [routed, shell] = await Promise.all([getDocumentByPath(path, collections), getShell()])
  if (!routed) notFound()
  const pageNumber = searchParams ? parsePageNumber((await searchParams).page) : 1
  const variant = routed.collection === 'pages' ? routed.doc.shell : 'full'
  const editUrl = env.showEditingTools ? `/admin/collections/${routed.collection}/${routed.doc.id}` : undefined
  return (
    <PageShell shell={shell} variant={variant} editUrl={editUrl}>
      <DocumentView routed={routed} context={{ path, pageNumber }} scrollSnap={path === '/' && flagsFor(env.appEnv).homepageScrollSnap} />
    </PageShell>
  )
}

type SlugParams = Promise<{ slug: string }>

/** A family's `[slug]` route: /{prefix}/{slug}. */
export function familyRoute(family: Exclude<PageFamily, 'content'>) {
  const pathOf = (slug: string) => pagePath(family, decodeURIComponent(slug).toLowerCase())
  const prefix = `${PAGE_FAMILIES[family].prefix}/`
  return {
    generateStaticParams: async () =>
      (await listPaths('pages', family))
        .map((path) => path.slice(prefix.length))
        .filter((slug) => isGenerated(family, slug))
        .map((slug) => ({ slug })),
    generateMetadata: async ({ params }: { params: SlugParams }) => documentMetadata(pathOf((await params).slug), ['pages']),
    Page: async ({ params }: { params: SlugParams }) => renderDocument(pathOf((await params).slug), ['pages']),
  }
}

/** A routed collection's `[slug]` route, e.g. /customer-stories/{slug}. */
export function collectionRoute(collection: Exclude<RoutedCollection, 'legal-pages'>, prefix: string) {
  const pathOf = (slug: string) => `${prefix}/${decodeURIComponent(slug).toLowerCase()}`
  return {
    generateStaticParams: async () => (await listPaths(collection, null)).map((path) => ({ slug: path.slice(prefix.length + 1) })),
    generateMetadata: async ({ params }: { params: SlugParams }) => documentMetadata(pathOf((await params).slug), [collection]),
    Page: async ({ params }: { params: SlugParams }) => renderDocument(pathOf((await params).slug), [collection]),
  }
}

/** A fixed path with a route file of its own, rendered statically (e.g. the IoT data plans page). */
export function fixedRoute(path: string) {
  return {
    generateMetadata: async (): Promise<Metadata> => documentMetadata(path, ['pages']),
    Page: async () => renderDocument(path, ['pages']),
  }
}

/** A list page whose blocks read `?page=N`: rendered per request from cached queries. */
export function paginatedRoute(path: string) {
  return {
    generateMetadata: async (): Promise<Metadata> => documentMetadata(path, ['pages']),
    Page: async ({ searchParams }: { searchParams: SearchParams }) => renderDocument(path, ['pages'], searchParams),
  }
}

/** The catch-all route: content pages and legal pages at the top level, static only. */
export const catchAllRoute = {
  generateStaticParams: async () => {
    const paths = [...(await listPaths('pages', 'content')), ...(await listPaths('legal-pages', null))]
    return paths.filter((path) => !ROUTE_FILE_PATHS.includes(path)).map((path) => ({ slug: path.split('/').filter(Boolean) }))
  },
  generateMetadata: async ({ params }: { params: Promise<{ slug: string[] }> }) =>
    documentMetadata(pathFromSegments((await params).slug), ['pages', 'legal-pages']),
  Page: async ({ params }: { params: Promise<{ slug: string[] }> }) =>
    renderDocument(pathFromSegments((await params).slug), ['pages', 'legal-pages']),
}
