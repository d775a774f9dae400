/**
 * Hand-written data migration (issue 17, "correct content and data"): the
 * seed only adds what is missing, so databases seeded before these fixes keep
 * the old copy and prices. `up` corrects the stored rows the old seed wrote,
 * and only those: a value a marketer has changed since is left alone, and a
 * value already corrected is not touched again, so it can run twice.
 *
 * Pages (and every stored version):
 * - a word written twice in a row in the title, the SEO title or a Hero
 *   heading is written once ("Messaging Pricing pricing" → "Messaging Pricing");
 *   a pricing page's table heading names the product ("Messaging Pricing
 *   rates" → "Messaging rates");
 * - an article Hero's ISO date ("Maya Lindqvist · 2026-11-12") is written
 *   the site's one way ("… · November 12, 2026"); a seeded article whose text
 *   is still the seed's gets its section headings (its table of contents), and
 *   a Hero without a picture gets its category's seeded illustration;
 * - the closing sections of /resources and /customer-stories link on (to a
 *   story, an article or a category of articles) while their text is the seed's;
 * - the calls to action the old seed gave every page are chosen per page:
 *   careers leads to its open roles, contact and sign-up stop offering
 *   themselves, "Talk to sales" copy gets a "Talk to sales" button.
 * The rate card:
 * - inbound messages outside the US and Canada cost $0.0050 (SMS) and $0.0100
 *   (MMS) instead of nothing (messaging rates and the price list);
 * - the price list shows Ostra's outbound price and the carrier's
 *   pass-through fee on rows of their own, as the pricing page's table does
 *   (US outbound SMS: $0.0040 plus a $0.0030 fee, not $0.0070);
 * - a UK local number costs $1.50 a month, as on the phone-number pricing page.
 *
 * `down` restores the old rate card exactly (rows still at the corrected
 * values). It keeps the corrected copy: the old text was a defect every
 * version of the site renders the corrected one fine.
 */
import { randomBytes } from 'node:crypto'

import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

import { formatDate } from '../src/components/formatDate'
import { inlineRichText, inlineState, link, nodeText, paragraph, richText, richTextToPlainText } from '../src/lib/richText'
import { ARTICLE_HEADINGS } from '../src/seed/content/articleHeadings'

type Data = Record<string, unknown>
type Db = MigrateUpArgs['db']
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A row id as Payload makes them (24 hex digits). */
const rowId = () => randomBytes(12).toString('hex')

// ---------------------------------------------------------------- copy (pure, unit-tested)

/** The text with any word written twice in a row written once, keeping the first spelling. */
export function collapseDoubledWords(text: string): string {
  return text.replace(/\b(\p{L}[\p{L}\p{N}'’-]*)\s+\1\b/giu, '$1')
}

/** "Maya Lindqvist · 2026-11-12" → "Maya Lindqvist · November 12, 2026"; other text unchanged. */
export function eyebrowWithWrittenDate(eyebrow: string): string {
  return eyebrow.replace(/(^|·\s*)(\d{4}-\d{2}-\d{2})$/, (_, before: string, iso: string) => `${before}${formatDate(`${iso}T12:00:00.000Z`)}`)
}

type Button = { label: string; href: string; kind: 'primary' | 'secondary' }
const SIGN_UP: Button = { label: 'Sign up free', href: '/sign-up', kind: 'primary' }
const CONTACT: Button = { label: 'Contact sales', href: '/contact-us', kind: 'secondary' }
const TALK_TO_SALES: Button = { label: 'Talk to sales', href: '/contact-us', kind: 'primary' }
const ROLES: Button = { label: 'See open roles', href: '#roles', kind: 'primary' }

/** The old seed's buttons on every hero and closing band: sign up, then contact sales. */
const OLD_BUTTON_HREFS = ['/sign-up', '/contact-us']
const OLD_BAND = { heading: 'Ready to build?', text: 'Talk to our team or start with free credit today.' }
const OLD_PRICING_BAND = 'Need volume pricing?'

type Band = { heading: string; text: string; buttons: Button[] }
/** The calls to action of the pages whose old ones did not fit (the seed's pageCtas). */
const PAGE_CTAS: Record<string, { hero: Button[]; band: Band }> = {
  '/careers': { hero: [ROLES], band: { heading: 'Find your next role', text: 'Every opening links to its full posting, and every application gets an answer.', buttons: [ROLES] } },
  '/contact-us': { hero: [SIGN_UP], band: { heading: 'Prefer to try it first?', text: 'Create an account with free credit and test every API today.', buttons: [SIGN_UP] } },
  '/sign-up': {
    hero: [CONTACT],
    band: { heading: 'Questions before you start?', text: 'Tell us what you are building and an engineer will get back to you within a business day.', buttons: [TALK_TO_SALES] },
  },
}

const hrefsOf = (buttons: unknown): string[] => (Array.isArray(buttons) ? buttons.map((b) => (isRecord(b) ? String(b.href) : '')) : [])
const sameHrefs = (buttons: unknown, hrefs: readonly string[]) => JSON.stringify(hrefsOf(buttons)) === JSON.stringify(hrefs)
const withIds = (buttons: readonly Button[], newId: () => string) => buttons.map((button) => ({ ...button, id: newId() }))

/** The seeded illustration of each resource category, by its alt text (ids differ between databases). */
export const CATEGORY_IMAGE_ALT: Record<string, string> = {
  ai: 'Layered neural network nodes connected by bright paths',
  voice: 'Sound waves crossing a network of call routes',
  messaging: 'Overlapping message bubbles travelling between devices',
  numbers: 'A grid of phone-number tiles lit across regions',
  iot: 'Connected devices with SIM cards linked to cell towers',
  compliance: 'A verification badge over a stream of number look-ups',
  engineering: 'Private network tunnels joining edge routers',
}

/**
 * A seeded article's rich text with its headings: only when it is still the
 * seed's (paragraphs only, one more than the headings); else undefined.
 */
export function withArticleHeadings(content: unknown, headings: readonly string[]): unknown {
  if (!isRecord(content) || !isRecord(content.root) || !Array.isArray(content.root.children)) return undefined
  const children = content.root.children as unknown[]
  const allParagraphs = children.every((child) => isRecord(child) && child.type === 'paragraph' && nodeText(child).trim() !== '')
  if (!allParagraphs || children.length !== headings.length + 1) return undefined
  const headingNodes = richText(headings.map((text) => ({ type: 'h2' as const, text }))).root.children
  const next = children.flatMap((child, index) => (index === 0 ? [child] : [headingNodes[index - 1], child]))
  return { ...content, root: { ...content.root, children: next } }
}

/** Where the listing pages' closing sections lead, by page and section heading (the seed's links). */
export const SECTION_LINKS: Record<string, Record<string, { label: string; href: string }>> = {
  '/customer-stories': {
    'Healthcare and life sciences': { label: 'Read how Harbor Health Network cut missed appointments', href: '/customer-stories/harbor-health-network' },
    'Logistics, mobility and IoT': { label: 'Read the Northwind Freight story', href: '/customer-stories/northwind-freight' },
    'Financial services and software': { label: 'Read the Lumen Credit Union story', href: '/customer-stories/lumen-credit-union' },
  },
  '/resources': {
    'Guides and how-tos': { label: 'Start with the 10DLC registration checklist', href: '/resources/10dlc-registration-checklist' },
    'Engineering deep dives': { label: 'Read the engineering articles', href: '/resources?category=engineering' },
    'Regulation and compliance': { label: 'Read the compliance guides', href: '/resources?category=compliance' },
  },
}

/** A section's one-paragraph text with its link after it; undefined when the text is not a single plain paragraph. */
export function withSectionLink(content: unknown, target: { label: string; href: string }): unknown {
  if (!isRecord(content) || !isRecord(content.root) || !Array.isArray(content.root.children) || content.root.children.length !== 1) return undefined
  const only = content.root.children[0]
  if (!isRecord(only) || only.type !== 'paragraph' || !Array.isArray(only.children) || !only.children.every((c) => isRecord(c) && c.type === 'text')) return undefined
  return inlineState(paragraph(nodeText(only)), paragraph(link(target.href, [target.label])))
}

export type PageRow = { title: string | null; metaTitle: string | null; layout: unknown; family: string | null; path: string | null; category?: string | null }
/** Ids of the seeded illustrations in this database, by alt text. */
export type ImageIds = ReadonlyMap<string, number>
export type CorrectedPage = { title: string | null; metaTitle: string | null; layout: unknown }

/** The page's corrected title, SEO title and layout, or undefined when nothing changes. Pure: unit-tested. */
export function correctPage(page: PageRow, newId: () => string = rowId, images: ImageIds = new Map()): CorrectedPage | undefined {
  let changed = false
  const fix = (value: string, next: string) => {
    if (next !== value) changed = true
    return next
  }
  const title = page.title === null ? null : fix(page.title, collapseDoubledWords(page.title))
  const metaTitle = page.metaTitle === null ? null : fix(page.metaTitle, collapseDoubledWords(page.metaTitle))
  const ctas = page.path ? PAGE_CTAS[page.path] : undefined
  const article = page.family === 'resources' && page.path ? page.path.replace(/^\/resources\//, '') : undefined
  const headings = article ? ARTICLE_HEADINGS[article] : undefined
  const picture = page.family === 'resources' && page.category ? images.get(CATEGORY_IMAGE_ALT[page.category] ?? '') : undefined

  const visit = (blocks: unknown[]): unknown[] =>
    blocks.map((raw) => {
      if (!isRecord(raw)) return raw
      const block: Data = { ...raw }
      if (block.blockType === 'hero') {
        if (typeof block.heading === 'string') block.heading = fix(block.heading, collapseDoubledWords(block.heading))
        if (page.family === 'resources' && typeof block.eyebrow === 'string') block.eyebrow = fix(block.eyebrow, eyebrowWithWrittenDate(block.eyebrow))
        if (picture !== undefined && (block.media === undefined || block.media === null)) {
          block.media = picture
          changed = true
        }
        if (ctas && sameHrefs(block.buttons, OLD_BUTTON_HREFS)) {
          block.buttons = withIds(ctas.hero, newId)
          changed = true
        }
      }
      const sectionLink = block.blockType === 'section' && page.path && typeof block.heading === 'string' ? SECTION_LINKS[page.path]?.[block.heading] : undefined
      if (sectionLink && Array.isArray(block.blocks) && block.blocks.length === 1 && isRecord(block.blocks[0]) && block.blocks[0].blockType === 'richText') {
        const next = withSectionLink(block.blocks[0].content, sectionLink)
        if (next) {
          block.blocks = [{ ...block.blocks[0], content: next }]
          changed = true
        }
      }
      if (block.blockType === 'richText' && headings) {
        const next = withArticleHeadings(block.content, headings)
        if (next) {
          block.content = next
          changed = true
        }
      }
      if (block.blockType === 'pricingTable' && page.family === 'pricing' && typeof block.heading === 'string') {
        block.heading = fix(block.heading, block.heading.replace(/\s+pricing(\s+rates)$/i, '$1'))
      }
      if (block.blockType === 'ctaBanner') {
        const text = richTextToPlainText(block.text)
        if (ctas && block.heading === OLD_BAND.heading && text === OLD_BAND.text && sameHrefs(block.buttons, OLD_BUTTON_HREFS)) {
          Object.assign(block, { heading: ctas.band.heading, text: inlineRichText(ctas.band.text), buttons: withIds(ctas.band.buttons, newId) })
          changed = true
        } else if (page.family === 'pricing' && block.heading === OLD_PRICING_BAND && sameHrefs(block.buttons, OLD_BUTTON_HREFS)) {
          // The band's copy says "Talk to sales": its first button says so too.
          block.buttons = withIds([TALK_TO_SALES, { ...SIGN_UP, kind: 'secondary' }], newId)
          changed = true
        }
      }
      if (Array.isArray(block.blocks)) block.blocks = visit(block.blocks)
      return block
    })

  const layout = Array.isArray(page.layout) ? visit(page.layout) : page.layout
  return changed ? { title, metaTitle, layout } : undefined
}

const PAGE_TABLES = [
  { table: 'pages', title: 'title', metaTitle: 'meta_title', layout: 'layout', family: 'family', path: 'path', category: 'category' },
  { table: '_pages_v', title: 'version_title', metaTitle: 'version_meta_title', layout: 'version_layout', family: 'version_family', path: 'version_path', category: 'version_category' },
] as const

async function correctPages(db: Db, log: (message: string) => void) {
  const alts = sql.join(
    Object.values(CATEGORY_IMAGE_ALT).map((alt) => sql`${alt}`),
    sql`, `,
  )
  const { rows: media } = await db.execute(sql`SELECT min("id") AS "id", "alt" FROM "media" WHERE "alt" IN (${alts}) GROUP BY "alt"`)
  const images: ImageIds = new Map(media.map((m) => [String(m.alt), Number(m.id)]))
  for (const t of PAGE_TABLES) {
    const { rows } = await db.execute(
      sql`SELECT "id", ${sql.identifier(t.title)} AS "title", ${sql.identifier(t.metaTitle)} AS "metaTitle", ${sql.identifier(t.layout)} AS "layout",
                 ${sql.identifier(t.family)}::text AS "family", ${sql.identifier(t.path)} AS "path", ${sql.identifier(t.category)}::text AS "category"
          FROM ${sql.identifier(t.table)}`,
    )
    let updated = 0
    for (const row of rows) {
      const next = correctPage(row as unknown as PageRow, rowId, images)
      if (!next) continue
      await db.execute(
        sql`UPDATE ${sql.identifier(t.table)} SET ${sql.identifier(t.title)} = ${next.title}, ${sql.identifier(t.metaTitle)} = ${next.metaTitle},
            ${sql.identifier(t.layout)} = ${next.layout === null || next.layout === undefined ? null : JSON.stringify(next.layout)}::jsonb WHERE "id" = ${row.id}`,
      )
      updated++
    }
    log(`content corrections: ${updated} of ${rows.length} rows of ${t.table} corrected`)
  }
}

// ---------------------------------------------------------------- the rate card

const INBOUND = { sms: 0.005, mms: 0.01 } as const
/** Where the old seed already charged for inbound messages (the outbound rate, and $0.01 an MMS). */
const PAID_INBOUND = ['US', 'CA']
const itemWhat = (messageType: string, senderType: string) => `${messageType.toUpperCase()} (${senderType.replace('-', ' ')})`
const round = (n: number) => Math.round(n * 10_000) / 10_000

async function rateCard(db: Db, direction: 'up' | 'down', log: (message: string) => void) {
  const paid = sql.join(
    PAID_INBOUND.map((c) => sql`${c}`),
    sql`, `,
  )
  for (const [type, price] of Object.entries(INBOUND)) {
    const pattern = `Inbound ${type.toUpperCase()} (%`
    if (direction === 'up') {
      await db.execute(sql`UPDATE "messaging_rates" SET "price" = ${price} WHERE "direction" = 'inbound' AND "message_type" = ${type} AND "price" = 0`)
      await db.execute(sql`UPDATE "price_list" SET "price" = ${price} WHERE "product" = 'messaging' AND "item" LIKE ${pattern} AND "price" = 0`)
    } else {
      await db.execute(
        sql`UPDATE "messaging_rates" SET "price" = 0 WHERE "direction" = 'inbound' AND "message_type" = ${type} AND "price" = ${price} AND "country"::text NOT IN (${paid})`,
      )
      await db.execute(sql`UPDATE "price_list" SET "price" = 0 WHERE "product" = 'messaging' AND "item" LIKE ${pattern} AND "price" = ${price} AND "country"::text NOT IN (${paid})`)
    }
  }

  // Outbound rows that included the carrier's fee, split into Ostra's price and a fee row (up), or joined again (down).
  const { rows: fees } = await db.execute(
    sql`SELECT "country"::text AS "country", "message_type"::text AS "messageType", "sender_type"::text AS "senderType", "price", "carrier_fee" AS "fee"
        FROM "messaging_rates" WHERE "direction" = 'outbound' AND "carrier_fee" > 0`,
  )
  let split = 0
  for (const rate of fees) {
    const what = itemWhat(String(rate.messageType), String(rate.senderType))
    const price = Number(rate.price)
    const fee = Number(rate.fee)
    const outbound = `Outbound ${what}`
    const feeItem = `Carrier pass-through fee, outbound ${what}`
    const { rows: listed } = await db.execute(
      sql`SELECT "id", "item", "price" FROM "price_list" WHERE "product" = 'messaging' AND "country"::text = ${rate.country} AND "item" IN (${outbound}, ${feeItem})`,
    )
    const out = listed.find((r) => r.item === outbound)
    const feeRow = listed.find((r) => r.item === feeItem)
    if (!out) continue
    if (direction === 'up' && !feeRow && Number(out.price) === round(price + fee)) {
      await db.execute(sql`UPDATE "price_list" SET "price" = ${price} WHERE "id" = ${out.id}`)
      await db.execute(
        sql`INSERT INTO "price_list" ("product", "country", "item", "unit", "price", "sort_order")
            SELECT "product", "country", ${feeItem}, "unit", ${fee}, COALESCE("sort_order", 0) + 0.5 FROM "price_list" WHERE "id" = ${out.id}`,
      )
      split++
    } else if (direction === 'down' && feeRow && Number(out.price) === price && Number(feeRow.price) === fee) {
      await db.execute(sql`UPDATE "price_list" SET "price" = ${round(price + fee)} WHERE "id" = ${out.id}`)
      await db.execute(sql`DELETE FROM "price_list" WHERE "id" = ${feeRow.id}`)
      split++
    }
  }

  const [from, to] = direction === 'up' ? [1, 1.5] : [1.5, 1]
  await db.execute(sql`UPDATE "price_list" SET "price" = ${to} WHERE "product" = 'numbers' AND "country" = 'GB' AND "item" = 'Local number' AND "price" = ${from}`)
  log(`content corrections (${direction}): inbound prices, ${split} outbound rows with carrier fees, UK local number`)
}

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const log = (message: string) => payload.logger.info(message)
  await correctPages(db, log)
  await rateCard(db, 'up', log)
}

export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  await rateCard(db, 'down', (message) => payload.logger.info(message))
}
