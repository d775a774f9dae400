/**
 * The seed's own content format: plain data, written for the provider (Ostra),
 * turned into Payload documents and blocks by `src/seed/build.ts`.
 * Keeping copy apart from the block schema lets the schema evolve without
 * rewriting the words.
 */
import type { ResourceCategory } from '@/lib/content'
import type { PricingCountry } from '@/lib/coverage'
import type { Direction, MessageType, PlanPrice, PricedProduct, SenderType } from '@/lib/pricing'

/** `link`: where a section leads on (a listing page's closing sections). */
export type Feature = { title: string; body: string; link?: { label: string; href: string } }
/** `answer` may use inline markup (lib/richText `inlineRichText`): **bold**, *italic*, [label](/path or https://…). */
export type Faq = { question: string; answer: string }
export type Stat = { value: string; label: string }
export type CodeSample = { language: 'bash' | 'javascript' | 'python' | 'json' | 'typescript'; code: string }

/** The product families: a product page's eyebrow, its illustration, its icon and its three UI mock-ups. */
export type ProductCategory = 'Voice' | 'Messaging' | 'Numbers' | 'Identity' | 'AI' | 'Storage' | 'IoT' | 'Networking'

/** A product page: /products/{slug}. */
export type ProductSeed = {
  slug: string
  /** Product name as shown in the hero, e.g. "Voice API". */
  name: string
  /** Which navigation column the product belongs to. */
  category: ProductCategory
  /** One-line promise under the hero heading (max ~120 chars). */
  tagline: string
  /** Two or three sentences introducing the product. */
  intro: string
  /** At least three sections; each becomes a Section block with a heading and body. */
  sections: Feature[]
  /** Exactly three short feature cards. */
  features: Feature[]
  stats: Stat[]
  faqs: Faq[]
  /** Present for API products. */
  code?: CodeSample
}

/** A solution page: /solutions/{slug}. */
export type SolutionSeed = {
  slug: string
  name: string
  tagline: string
  intro: string
  sections: Feature[]
  useCases: Feature[]
  faqs: Faq[]
}

/**
 * A row of a pricing page's table, as the price list holds it: a messaging rate, an item the rate card seeds for a
 * country (src/seed/content/rates.ts), an IoT plan's price, or an item of the page's own, seeded into the price list
 * with the page (for every country unless one is named). The page's row then points at it.
 */
export type PriceRow = { note?: string } & (
  | { rate: { country: PricingCountry; messageType: MessageType; direction: Direction; senderType: SenderType } }
  | { listed: { country: PricingCountry; item: string } }
  | { plan: string; planPrice: PlanPrice }
  | { item: string; unit: string; price: number; country?: PricingCountry }
)

/** A pricing page: /pricing/{slug}. */
export type PricingSeed = {
  slug: string
  name: string
  tagline: string
  intro: string
  /** Whose prices the page lists. */
  product: PricedProduct
  rows: PriceRow[]
  faqs: Faq[]
}

/** A plain content page such as /our-network. `slug` has no leading slash. */
export type ContentPageSeed = {
  slug: string
  title: string
  tagline: string
  intro: string
  sections: Feature[]
  stats?: Stat[]
}

/** A legal page such as /privacy-policy. Each section is a heading and its paragraphs. */
export type LegalSeed = {
  slug: string
  title: string
  effectiveDate: string
  summary: string
  sections: { heading: string; paragraphs: string[] }[]
}

export type CustomerStorySeed = {
  slug: string
  company: string
  industry: string
  title: string
  summary: string
  quote: { text: string; author: string; role: string }
  challenge: string[]
  solution: string[]
  results: Stat[]
  products: string[]
}

export type ReleaseNoteSeed = {
  slug: string
  title: string
  /** ISO date, e.g. "2026-10-14". */
  date: string
  product: string
  summary: string
  changes: string[]
}

/** A resources (blog) article: /resources/{slug}. */
export type ArticleSeed = {
  slug: string
  category: ResourceCategory
  title: string
  /** ISO date. */
  date: string
  author: string
  summary: string
  paragraphs: string[]
}

/** A page of one of the families without their own place in the route table. */
export type FamilyPageSeed = {
  slug: string
  title: string
  tagline: string
  intro: string
  sections: Feature[]
  faqs?: Faq[]
  /** Use cases only: what GET /api/use-cases filters by. */
  useCase?: { industry: string; products: string[] }
}
