/**
 * The idempotent seed: creates whatever of the seeded content is missing
 * (matched by path or slug), so it is safe on every start and fills an empty
 * database on the first one.
 */
import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

import { DEFAULT_EXCHANGE_RATES } from '@/lib/pricing'
import { env } from '@/lib/config/data'
import { collectionPath, pagePath } from '@/lib/pages'

import {
  listedKey,
  rateKey,
  type PriceIds,
  buildCustomerStories,
  buildFooter,
  buildHeader,
  buildLegalPages,
  buildNavigation,
  buildPages,
  buildReleaseNotes,
  ANIMATION_KEY,
  articleCoverKey,
  CLOSING_CTA_SECTION,
  closingCtaBanner,
  type SectionIds,
  logoKey,
  screenKey,
  SOLUTIONS_CTA_EXPERIMENT,
  type MediaIds,
} from './build'
import { articles } from './content/articles'
import { aiModelCatalogue, companyDomains } from './content/conversion'
import { numberInventory } from './content/numbers'
import { iotDataPlans, iotZones, messagingRates, messagingVolumeTiers, priceList } from './content/rates'
import { ensureAdmin } from './admin'
import { SEED_CONTEXT } from './context'
import { customerStories } from './content/stories'
import { articleCoverAlt, renderArticleCover, renderIllustration, renderMockup, SEED_IMAGES } from './images'
import { logoSvg } from './logos'
import { SCREENS } from './mockups'
import signalPulse from '../../public/assets/samples/signal-pulse.json'

const context = SEED_CONTEXT

export { DEFAULT_ADMIN } from './admin'

async function exists(payload: Payload, collection: CollectionSlug, field: string, value: string): Promise<number | undefined> {
  const found = await payload.find({ collection, where: { [field]: { equals: value } }, limit: 1, depth: 0, draft: true, pagination: false })
  return found.docs[0]?.id as number | undefined
}

/** Every existing value of a field, in one query: the seed then creates only what is missing. */
async function existingValues(payload: Payload, collection: CollectionSlug, field: string): Promise<Set<string>> {
  const found = await payload.find({ collection, limit: 0, pagination: false, depth: 0, draft: true, select: { [field]: true } })
  return new Set(found.docs.map((doc) => (doc as unknown as Record<string, unknown>)[field]).filter((v): v is string => typeof v === 'string'))
}

/** Creates the documents whose key is not there yet; answers how many it created. */
async function ensureAll<C extends CollectionSlug>(
  payload: Payload,
  collection: C,
  field: string,
  items: { key: string; data: RequiredDataFromCollectionSlug<C> }[],
): Promise<number> {
  const existing = await existingValues(payload, collection, field)
  let created = 0
  for (const { key, data } of items) {
    if (existing.has(key)) continue
    await payload.create({ collection, data, context, draft: false })
    created++
  }
  return created
}

/** Fills an empty table; a table with rows is left alone. */
async function seedTableOnce<C extends CollectionSlug>(payload: Payload, collection: C, rows: RequiredDataFromCollectionSlug<C>[]): Promise<number> {
  if ((await payload.count({ collection })).totalDocs > 0) return 0
  for (const data of rows) await payload.create({ collection, data, context })
  return rows.length
}

/**
 * A picture rendered at seed time, stored once as WebP media. Matched by alt text: the stored file name gets
 * a suffix when the folder already has one by that name.
 */
async function seedPicture(payload: Payload, alt: string, name: string, render: () => Promise<Buffer>): Promise<number> {
  const found = await exists(payload, 'media', 'alt', alt)
  if (found !== undefined) return found
  const data = await render()
  const doc = await payload.create({ collection: 'media', data: { alt }, file: { data, mimetype: 'image/webp', name, size: data.length }, context })
  return doc.id
}

async function seedMedia(payload: Payload): Promise<MediaIds> {
  const ids: MediaIds = {}
  for (const image of SEED_IMAGES) {
    ids[image.key] = await seedPicture(payload, image.alt, `seed-${image.key.toLowerCase()}.webp`, () => renderIllustration(image.seed))
  }
  // A cover of its own for every article: no picture repeats among a page's cards.
  for (const article of articles) {
    ids[articleCoverKey(article.slug)] = await seedPicture(payload, articleCoverAlt(article.title), `seed-cover-${article.slug}.webp`, () =>
      renderArticleCover(article.category, article.title),
    )
  }
  // Product UI mock-ups, beside the product pages' feature sections.
  for (const screen of SCREENS) {
    ids[screenKey(screen.id)] = await seedPicture(payload, screen.alt, `seed-screen-${screen.id}.webp`, () => renderMockup(screen))
  }
  // Text files: customer wordmarks (generated) and the Lottie animation (public/assets/samples, also the styleguide's).
  const files = [
    // A company with no wordmark drawn (scripts/make-wordmarks.ts) gets no logo rather than a broken one.
    ...customerStories.flatMap((story) => {
      const logo = logoSvg(story.company)
      return logo
        ? [{ key: logoKey(story.company), alt: `${story.company} logo`, name: `seed-logo-${story.slug}.svg`, mimetype: 'image/svg+xml', text: logo.svg }]
        : []
    }),
    {
      key: ANIMATION_KEY,
      alt: 'A signal pulse spreading in rings',
      name: 'seed-signal-pulse.json',
      mimetype: 'application/json',
      text: JSON.stringify(signalPulse),
    },
  ]
  for (const file of files) {
    const found = await exists(payload, 'media', 'alt', file.alt)
    if (found !== undefined) {
      ids[file.key] = found
      continue
    }
    const data = Buffer.from(file.text)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: file.alt },
      file: { data, mimetype: file.mimetype, name: file.name, size: data.length },
      context,
    })
    ids[file.key] = doc.id
  }
  return ids
}

/** The stored prices' ids, for the pricing tables' rows (seed/build PriceIds). */
async function storedPrices(payload: Payload): Promise<PriceIds> {
  const all = { pagination: false, depth: 0 } as const
  const [rates, listed, plans] = await Promise.all([
    payload.find({ collection: 'messaging-rates', ...all }),
    payload.find({ collection: 'price-list', ...all }),
    payload.find({ collection: 'iot-data-plans', ...all }),
  ])
  return {
    rate: new Map(rates.docs.map((r) => [rateKey(r), r.id])),
    listed: new Map(listed.docs.map((r) => [listedKey(r.product, r.country, r.item), r.id])),
    plan: new Map(plans.docs.map((r) => [r.name, r.id])),
  }
}

/** The reusable sections pages place by reference, published; made once, then the marketers' to edit. */
async function seedSections(payload: Payload): Promise<SectionIds> {
  const found = await exists(payload, 'reusable-sections', 'name', CLOSING_CTA_SECTION)
  if (found !== undefined) return { closingCta: found }
  const created = await payload.create({
    collection: 'reusable-sections',
    data: { name: CLOSING_CTA_SECTION, layout: [closingCtaBanner()], _status: 'published' },
    context,
    draft: false,
  })
  return { closingCta: created.id }
}

export async function seed(payload: Payload): Promise<void> {
  const started = Date.now()
  let created = 0

  created += await ensureAdmin(payload, env.appEnv, env.admin)

  const media = await seedMedia(payload)
  const sections = await seedSections(payload)

  // The rate card first: each table is seeded once, when empty; then it belongs to the marketers. The pricing pages'
  // tables point at its rows.
  created += await seedTableOnce(payload, 'messaging-rates', messagingRates())
  created += await seedTableOnce(payload, 'messaging-volume-tiers', messagingVolumeTiers())
  created += await seedTableOnce(payload, 'price-list', priceList())
  created += await seedTableOnce(payload, 'iot-zones', iotZones())
  created += await seedTableOnce(payload, 'iot-data-plans', iotDataPlans)
  const prices = await storedPrices(payload)

  created += await ensureAll(
    payload,
    'pages',
    'path',
    buildPages(media, sections, prices).map((data) => ({ key: pagePath(data.family ?? 'content', data.slug), data })),
  )
  created += await ensureAll(
    payload,
    'legal-pages',
    'path',
    buildLegalPages().map((data) => ({ key: collectionPath('legal-pages', data.slug), data })),
  )
  created += await ensureAll(
    payload,
    'customer-stories',
    'path',
    buildCustomerStories(media).map((data) => ({ key: collectionPath('customer-stories', data.slug), data })),
  )
  created += await ensureAll(
    payload,
    'release-notes',
    'path',
    buildReleaseNotes().map((data) => ({ key: collectionPath('release-notes', data.slug), data })),
  )

  created += await ensureAll(
    payload,
    'company-domains',
    'domain',
    companyDomains.map((data) => ({ key: data.domain, data })),
  )
  created += await ensureAll(
    payload,
    'ai-model-catalogue',
    'modelId',
    aiModelCatalogue.map((data) => ({ key: data.modelId, data })),
  )

  created += await seedTableOnce(payload, 'phone-number-inventory', numberInventory())
  created += await seedTableOnce(payload, 'experiments', [SOLUTIONS_CTA_EXPERIMENT])

  // Navigation and globals are seeded once: after that they belong to the marketers.
  const navigationCount = (await payload.count({ collection: 'navigation-items' })).totalDocs
  if (navigationCount === 0) {
    const groups: { label: string; items: number[] }[] = []
    for (const group of buildNavigation(media)) {
      const ids: number[] = []
      for (const item of group.items) ids.push((await payload.create({ collection: 'navigation-items', data: { ...item, _status: 'published' }, context })).id)
      groups.push({ label: group.group, items: ids })
      created += ids.length
    }
    // Published: visitors read the published header and footer (drafts wait for their editors or a release).
    await payload.updateGlobal({ slug: 'header', data: { ...buildHeader(groups), _status: 'published' }, context })
    await payload.updateGlobal({ slug: 'footer', data: { ...buildFooter(), _status: 'published' }, context })
    await payload.updateGlobal({ slug: 'site-settings', data: { exchangeRates: DEFAULT_EXCHANGE_RATES.map((rate) => ({ ...rate })) }, context })
  }

  payload.logger.info(`seed: ${created} documents created in ${Date.now() - started} ms`)
}
