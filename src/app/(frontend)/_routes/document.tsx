/**
 * Route factories: each route file under (frontend) is a few lines that pick
 * the collections and the static set; the work happens here and in lib/pages.
 */
import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'

import { GoalClicks } from '@/components/experiments/GoalClicks.client'
import { FlagExperimentsViewed } from '@/components/experiments/FlagExperimentsViewed.client'
import { VariantChooser } from '@/components/experiments/VariantChooser'
import { JsonLd } from '@/components/JsonLd'
import { PageShell } from '@/components/PageShell'
import { DocumentView } from '@/components/views/DocumentView'
import type { RenderContext } from '@/blocks/types'
import { env } from '@/lib/config/data'
import {
  experimentKeysOf,
  flagTestsOn,
  flagValueIn,
  flagVariants,
  type FlagExperimentReport,
  pageVariants,
  withinCombinations,
  type Assignments,
  type ChooserTest,
  type ClickGoal,
  type FlagTest,
  type Flags,
  type RunningExperimentRead,
  type VariantChoice,
} from '@/lib/experiments'
import { getFlags, getFlagTests } from '@/lib/experiments/data'
import { safeDecode } from '@/lib/decode'
import {
  resolvePageOptions,
  decodeVariant,
  type PageVariant,
  blockTypesOf,
  collectBlocks,
  type StoredBlock,
  findRedirect,
  adminEditUrl,
  exitPreviewUrl,
  type Locale,
  COLLECTION_PREFIXES,
  isGenerated,
  pagePath,
  pathFromSegments,
  PAGE_FAMILIES,
  PAGINATED_PATHS,
  ROUTE_FILE_PATHS,
  ROUTED_COLLECTIONS,
  type PageFamily,
  type RoutedCollection,
  VARIANT_COOKIE_MAX_AGE_SECONDS,
  variantCookieName,
} from '@/lib/pages'
import type { RoutedDocument, Shell } from '@/lib/pages/data'
import { countRun } from '@/lib/requests'
import { ANONYMOUS_ID_COOKIE, ANONYMOUS_ID_MAX_AGE_DAYS } from '@/lib/tracking'
import { parsePrice, ratesFrom, readsTheList, showRow, type PriceEntry } from '@/lib/pricing'
import { canonicalUrl, jsonLdFor, type JsonLdInput, breadcrumbsFor, buildMetadata } from '@/lib/seo'
import { richTextToPlainText } from '@/lib/richText'
import type { FaqBlock, PricingTableBlock } from '@/payload-types'
import type { ReleasePreview } from '@/lib/releases/data'
import {
  findDraftByPath,
  getDocumentByPath,
  getRunningExperiments,
  getShell,
  listPaths,
  previewedRelease,
  previewViewer,
  releaseDocumentByPath,
  releaseShell,
  unroutedTables,
  withReusableSections,
  getPriceEntries,
} from '@/siteData'

type Collections = readonly ('pages' | RoutedCollection)[]

type MetadataContext = { page?: number; locale?: string }

async function siteName(): Promise<string> {
  return (await getShell()).settings.brandName
}

function imageOf(routed: RoutedDocument): string | undefined {
  const image = routed.doc.meta?.image
  return image && typeof image === 'object' && image.url ? image.url : undefined
}

/**
 * The document at a path: its latest draft for an editor in draft mode, else the published (cached) one; in a
 * release's preview, the release's draft of it, else the published one.
 */
async function loadDocument(path: string, collections: Collections) {
  const [viewer, release] = await Promise.all([previewViewer(), previewedRelease()])
  const found = release
    ? await releaseDocumentByPath(release, path, collections, () => getDocumentByPath(path, collections))
    : viewer
      ? await findDraftByPath(path, collections, viewer)
      : await getDocumentByPath(path, collections)
  // The reusable sections it places, resolved into their blocks (published ones, or an editor's drafts; a release's preview shows what it publishes).
  const routed = found && (await withReusableSections(found, release ? null : viewer))
  return { routed, previewing: viewer !== null, release }
}

/** The header, footer and settings; in a release's preview, as they will be after it. */
async function shellFor(release: ReleasePreview | null): Promise<Shell> {
  const shell = await getShell()
  return release ? releaseShell(release, shell) : shell
}

const NOT_FOUND_METADATA: Metadata = { title: 'Page not found', robots: { index: false } }

export async function documentMetadata(path: string, collections: Collections, context: MetadataContext = {}): Promise<Metadata> {
  const { routed, previewing } = await loadDocument(path, collections)
  if (!routed) return NOT_FOUND_METADATA
  const doc = routed.doc
  return buildMetadata({
    siteUrl: env.siteUrl,
    siteName: await siteName(),
    path,
    title: doc.meta?.title || doc.title,
    description: doc.meta?.description ?? undefined,
    image: imageOf(routed),
    noindex: Boolean(doc.meta?.noindex) || previewing,
    type: documentKind(routed, path) === 'article' ? 'article' : 'website',
    context,
  })
}

/** What kind of structured data a document is. */
function documentKind(routed: RoutedDocument, path: string): JsonLdInput['kind'] {
  if (path === '/') return 'home'
  if (routed.collection === 'customer-stories' || routed.collection === 'release-notes') return 'article'
  if (routed.collection === 'pages') {
    if (routed.doc.family === 'products' || routed.doc.family === 'pricing') return 'product'
    if (routed.doc.family === 'resources') return 'article'
  }
  return 'page'
}

/** The pricing tables of a layout: their offers are the prices the visitor sees (read from the price list). */
const pricingTablesOf = (layout: RoutedDocument['doc']['layout']) => collectBlocks<PricingTableBlock & StoredBlock>(layout, 'pricingTable')

function structuredData(routed: RoutedDocument, path: string, shell: Shell, prices: readonly PriceEntry[]): JsonLdInput {
  const doc = routed.doc
  const layout = routed.doc.layout
  // Answers are rich text; structured data takes their words.
  const faqs = collectBlocks<FaqBlock & StoredBlock>(layout, 'faq').flatMap((b) =>
    (b.items ?? []).map((item) => ({ question: item.question, answer: richTextToPlainText(item.answer) })),
  )
  const offers = pricingTablesOf(layout).flatMap((table) =>
    (table.rows ?? []).flatMap((row) => {
      const shown = showRow(row, prices)
      // The list's prices are USD; a typed one is in the table's currency.
      const price = typeof shown.price === 'number' ? shown.price : shown.price ? parsePrice(shown.price) : undefined
      return price === undefined || !shown.item ? [] : [{ name: shown.item, price, currency: typeof shown.price === 'number' ? 'USD' : table.currency }]
    }),
  )
  const title = doc.meta?.title || doc.title
  const published = routed.collection === 'release-notes' ? routed.doc.releasedAt : 'publishedAt' in doc ? (doc.publishedAt ?? doc.createdAt) : doc.createdAt
  return {
    site: {
      name: shell.settings.brandName,
      url: canonicalUrl(env.siteUrl, '/'),
      sameAs: (shell.footer.social ?? []).map((s) => s.href),
    },
    path,
    url: canonicalUrl(env.siteUrl, path),
    kind: documentKind(routed, path),
    title,
    description: doc.meta?.description ?? undefined,
    image: imageOf(routed),
    datePublished: published ?? undefined,
    dateModified: doc.updatedAt,
    author: routed.collection === 'pages' ? (routed.doc.author ?? undefined) : undefined,
    faqs,
    offers,
    breadcrumbs: breadcrumbsFor(env.siteUrl, path, title),
  }
}

type RenderOptions = { pageNumber?: number; locale?: Locale; experiments?: Assignments }

/** A non-default locale's currency and the admin's rates, for prices. */
function moneyFor(locale: Locale | undefined, shell: Shell): RenderContext['money'] {
  if (!locale || locale.isDefault) return undefined
  return { currency: locale.currency, localeCode: locale.code, rates: ratesFrom(shell.settings.exchangeRates) }
}

/**
 * A pre-rendered path whose document has gone since the build: its managed redirect (the page
 * moved), else the 404. Next keeps either for the path until it changes again. Addresses outside
 * the pre-rendered set get the exact status and the visitor's query from the unrouted handler.
 */
async function gone(path: string): Promise<never> {
  const rule = findRedirect((await unroutedTables()).redirects, path)
  if (rule) (rule.status === 301 || rule.status === 308 ? permanentRedirect : redirect)(rule.to)
  notFound()
}

/** One test a page runs: a block experiment or a flag's, with what the chooser needs and how many variants it has. */
type PageTest = { key: string; variants: number; chooser: ChooserTest; experiment?: RunningExperimentRead; flagTest?: FlagTest }

/**
 * A page's tests, for its visitors' browsers to choose their variants (none in a draft preview, where every
 * variant shows): its running block experiments and the per-visitor tests of the flags it shows (GrowthBook
 * experiments, rollouts and id targeting), within MAX_VARIANT_COMBINATIONS; what it shows for the variants it
 * is rendered for, and the flags that follows.
 */
async function experimentsOf(routed: RoutedDocument, path: string, rendered: Assignments | undefined, previewing: boolean, flags: Flags) {
  const layout = routed.doc.layout
  const keys = previewing ? [] : experimentKeysOf(layout)
  const blockKeys = routed.collection === 'pages' ? keys : []
  const [blockExperiments, allFlagTests] = await Promise.all([
    blockKeys.length > 0 ? getRunningExperiments() : Promise.resolve([]),
    previewing ? Promise.resolve([]) : getFlagTests(),
  ])
  const tests = withinCombinations<PageTest>(
    [
      ...blockExperiments
        .filter((experiment) => blockKeys.includes(experiment.key))
        .map((experiment) => ({
          key: experiment.key,
          variants: experiment.weights.length,
          chooser: { key: experiment.key, weights: experiment.weights },
          experiment,
        })),
      ...flagTestsOn(allFlagTests, { path, blockTypes: blockTypesOf(layout), experimentKeys: keys }).map((flagTest) => {
        const variants = flagVariants(flagTest)
        return { key: flagTest.key, variants: Math.max(...variants) + 1, chooser: { key: flagTest.key, steps: flagTest.steps, variants }, flagTest }
      }),
    ],
    (test) => test.variants,
  )
  const { shown, transient } = pageVariants(
    tests.map((test) => ({ key: test.key, weights: new Array<number>(test.variants).fill(1) })),
    rendered,
  )
  // The flags this render shows: each tested flag at the page variant the visitor's outcome has.
  const renderFlags: Flags = { ...flags }
  const flagTests = tests.flatMap(({ flagTest }) => (flagTest ? [flagTest] : []))
  for (const flagTest of flagTests) renderFlags[flagTest.flag] = flagValueIn(flagTest, shown[flagTest.key] ?? 0)
  // Which GrowthBook experiment the visitor is in, their browser reports (outcomes that look alike share a page).
  const flagViews: FlagExperimentReport[] = flagTests
    .filter((flagTest) => flagTest.outcomes.some((outcome) => outcome.experimentId !== undefined))
    .map(({ key, steps, outcomes }) => ({
      key,
      steps,
      experiments: outcomes.map((outcome) =>
        outcome.experimentId !== undefined && outcome.variationId !== undefined
          ? { experimentId: outcome.experimentId, variationId: outcome.variationId }
          : null,
      ),
    }))
  const testedFlags = flagTests.map((flagTest) => flagTest.flag)
  const clickGoals: ClickGoal[] = tests.flatMap(({ experiment }) =>
    experiment?.clickTarget ? [{ experimentId: experiment.key, target: experiment.clickTarget }] : [],
  )
  const base = { shown, transient, clickGoals, renderFlags, testedFlags, flagViews }
  // A transient render carries the chooser too: it clears the cookie that asked for it.
  if (tests.length === 0 && !transient) return { ...base, choice: undefined }
  const choice: VariantChoice = {
    path,
    cookie: variantCookieName(path),
    experiments: tests.map((test) => test.chooser),
    rendered: tests.map(({ key }) => `${key}.${shown[key]}`).join('~'),
    anonymousIdCookie: ANONYMOUS_ID_COOKIE,
    maxAge: { anonymousId: ANONYMOUS_ID_MAX_AGE_DAYS * 24 * 60 * 60, variants: VARIANT_COOKIE_MAX_AGE_SECONDS },
  }
  return { ...base, choice }
}

/** Renders the document at `path` inside the shell, or the 404 page. */
export async function renderDocument(path: string, collections: Collections, { pageNumber = 1, locale, experiments }: RenderOptions = {}) {
  countRun('render')
  const [{ routed, previewing, release }, flags] = await Promise.all([loadDocument(path, collections), getFlags()])
  if (!routed) return gone(path)
  const shell = await shellFor(release)
  const variants = await experimentsOf(routed, path, experiments, previewing, flags)
  // Read (cached) only for a page whose pricing tables take prices from the list.
  const fromList = pricingTablesOf(routed.doc.layout).some((table) => readsTheList(table.rows ?? []))
  const prices = fromList ? await getPriceEntries() : []
  const shown = variants.renderFlags
  const options = resolvePageOptions(routed.collection === 'pages' ? routed.doc : {}, { path, homepageScrollSnap: shown.homepageScrollSnap })
  // The header follows a tested navigation flag; otherwise it is the one element every page (and the 404) shares.
  const navigation = shown.newHeaderNavigation !== flags.newHeaderNavigation ? (shown.newHeaderNavigation ? 'new' : 'old') : undefined
  const editing = {
    editUrl: adminEditUrl(routed.collection, routed.doc.id),
    // In draft mode the bar is rendered for the (already checked) editor; elsewhere only staging and dev offer it.
    mode: previewing ? ('preview' as const) : env.showEditingTools ? ('detect' as const) : undefined,
    exitUrl: exitPreviewUrl(path),
    // A release's preview is the site as visitors will see it: no click-to-edit of one document.
    document: previewing && !release ? { collection: routed.collection, id: routed.doc.id } : undefined,
    release: release ? { name: release.name, href: adminEditUrl('releases', release.id) } : undefined,
  }
  return (
    <>
      {variants.choice && <VariantChooser choice={variants.choice} transient={variants.transient} />}
      {variants.clickGoals.length > 0 && <GoalClicks goals={variants.clickGoals} />}
      {variants.flagViews.length > 0 && <FlagExperimentsViewed tests={variants.flagViews} />}
      <PageShell shell={shell} variant={options.shell} editing={editing} navigation={navigation}>
        <JsonLd data={jsonLdFor(structuredData(routed, path, shell, prices))} />
        <DocumentView
          routed={routed}
          context={{
            path,
            pageNumber,
            money: moneyFor(locale, shell),
            flags: shown,
            testedFlags: variants.testedFlags,
            experiments: variants.shown,
            previewing,
          }}
          scrollSnap={options.scrollSnap}
        />
      </PageShell>
    </>
  )
}

type SlugParams = Promise<{ slug: string }>

/** A slug's path, or undefined when its percent-encoding is malformed (no document can have it). */
const withDecoded = (slug: string, toPath: (decoded: string) => string): string | undefined => {
  const decoded = safeDecode(slug)
  return decoded === undefined ? undefined : toPath(decoded)
}
const metadataAt = (path: string | undefined, collections: Collections) => (path ? documentMetadata(path, collections) : NOT_FOUND_METADATA)
const renderAt = (path: string | undefined, collections: Collections) => (path ? renderDocument(path, collections) : notFound())

/** A family's `[slug]` route: /{prefix}/{slug}. */
export function familyRoute(family: Exclude<PageFamily, 'content'>) {
  const pathOf = (slug: string) => withDecoded(slug, (decoded) => pagePath(family, decoded.toLowerCase()))
  const prefix = `${PAGE_FAMILIES[family].prefix}/`
  return {
    generateStaticParams: async () =>
      (await listPaths('pages', family))
        .map((path) => path.slice(prefix.length))
        .filter((slug) => isGenerated(family, slug))
        .map((slug) => ({ slug })),
    generateMetadata: async ({ params }: { params: SlugParams }) => metadataAt(pathOf((await params).slug), ['pages']),
    Page: async ({ params }: { params: SlugParams }) => renderAt(pathOf((await params).slug), ['pages']),
  }
}

/** A routed collection's `[slug]` route, e.g. /customer-stories/{slug}. */
export function collectionRoute(collection: Exclude<RoutedCollection, 'legal-pages'>) {
  const prefix = COLLECTION_PREFIXES[collection]
  const pathOf = (slug: string) => withDecoded(slug, (decoded) => `${prefix}/${decoded.toLowerCase()}`)
  return {
    generateStaticParams: async () => (await listPaths(collection, null)).map((path) => ({ slug: path.slice(prefix.length + 1) })),
    generateMetadata: async ({ params }: { params: SlugParams }) => metadataAt(pathOf((await params).slug), [collection]),
    Page: async ({ params }: { params: SlugParams }) => renderAt(pathOf((await params).slug), [collection]),
  }
}

/** A fixed path with a route file of its own, rendered statically (e.g. the IoT data plans page). */
export function fixedRoute(path: string) {
  return {
    generateMetadata: async (): Promise<Metadata> => documentMetadata(path, ['pages']),
    Page: async () => renderDocument(path, ['pages']),
  }
}

type VariantParams = Promise<{ variant: string; path?: string[] }>

/** The page and its variant an internal address names; a later page of anything but a paginated list is not found. */
async function variantTarget(params: VariantParams): Promise<{ path: string; variant: PageVariant }> {
  const { variant: segment, path: segments } = await params
  const path = pathFromSegments(segments)
  const variant = decodeVariant(segment)
  if (variant.page > 1 && !PAGINATED_PATHS.includes(path)) notFound()
  return { path, variant }
}

/**
 * The internal render address /x/{variant}{path} (lib/pages/variants.ts): a page in a non-default
 * locale (the country in the title, prices in its currency), a paginated list's later page, a page
 * with the visitor's experiment variants (their cookie), or any document published since the build
 * (variant `_`). Reached by next.config's rewrites and the unrouted handler only (a direct request is redirected to
 * the public address); rendered on first request per variant and cached like the page itself,
 * expired by the same tags.
 */
export const variantRoute = {
  generateStaticParams: async () => [],
  generateMetadata: async ({ params }: { params: VariantParams }): Promise<Metadata> => {
    const { path, variant } = await variantTarget(params)
    return documentMetadata(path, ROUTED_COLLECTIONS, { page: variant.page, locale: variant.locale?.code })
  },
  Page: async ({ params }: { params: VariantParams }) => {
    const { path, variant } = await variantTarget(params)
    return renderDocument(path, ROUTED_COLLECTIONS, { pageNumber: variant.page, locale: variant.locale, experiments: variant.experiments })
  },
}

/** The catch-all route: content pages and legal pages at the top level, static only. */
export const catchAllRoute = {
  generateStaticParams: async () => {
    const paths = [...(await listPaths('pages', 'content')), ...(await listPaths('legal-pages', null))]
    return paths.filter((path) => !ROUTE_FILE_PATHS.includes(path)).map((path) => ({ slug: path.split('/').filter(Boolean) }))
  },
  generateMetadata: async ({ params }: { params: Promise<{ slug: string[] }> }) =>
    documentMetadata(pathFromSegments((await params).slug), ['pages', 'legal-pages']),
  Page: async ({ params }: { params: Promise<{ slug: string[] }> }) => renderDocument(pathFromSegments((await params).slug), ['pages', 'legal-pages']),
}
