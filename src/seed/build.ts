/**
 * Turns the seed's content (src/seed/content) into Payload documents: pages
 * made of blocks, stories, notes, legal pages, navigation and globals.
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import { formatDate } from '@/components/formatDate'
import { DEFAULT_BRAND, whySlug, suggestIcon, type IconName } from '@/lib/design'
import { withoutSuffix, withSuffix, HOME_SLUG, type PageFamily } from '@/lib/pages'
import { RESOURCE_SIGNUP, type ResourceCategory } from '@/lib/content'
import { inlineRichText, inlineState, link, paragraph, paragraphs, richText, type RichNode } from '@/lib/richText'
import type {
  CardGridBlock,
  CodeSampleBlock,
  CtaBannerBlock,
  FaqBlock,
  Footer,
  Header,
  HeroBlock,
  LegalPage,
  MediaBlock,
  Page,
  SectionBlock,
  StatsBlock,
  VoiceAiDemoBlock,
} from '@/payload-types'

import { ARTICLE_HEADINGS } from './content/articleHeadings'
import { articles } from './content/articles'
import { contentPages } from './content/contentPages'
import { familyPages } from './content/familyPages'
import { legalPages } from './content/legal'
import { pricingPages } from './content/pricing'
import { products } from './content/products'
import { releaseNotes } from './content/releaseNotes'
import { solutions } from './content/solutions'
import { customerStories } from './content/stories'
import { SCREENS, type Screen } from './mockups'
import type { ContentPageSeed, Faq, Feature, PriceRow, ProductCategory, ProductSeed, Stat } from './content/types'
import { isPriceListProduct, type PricedProduct } from '@/lib/pricing'

type LayoutBlock = NonNullable<Page['layout']>[number]
export type PageData = RequiredDataFromCollectionSlug<'pages'>
/** Media ids by seed image key (see images.ts), logo key and animation key. */
export type MediaIds = Record<string, number | undefined>

/**
 * Where the stored rate card, price list and IoT plans are (seed/index.ts reads them back once they are seeded):
 * a pricing table's rows point at them. Keys: `rate` a messaging rate's "country messageType direction senderType",
 * `listed` a price's "product country item" (country empty for every country), `plan` a plan's name.
 */
export type PriceIds = { rate: Map<string, number>; listed: Map<string, number>; plan: Map<string, number> }
export const rateKey = (r: { country: string; messageType: string; direction: string; senderType: string }) =>
  `${r.country} ${r.messageType} ${r.direction} ${r.senderType}`
export const listedKey = (product: string, country: string | null | undefined, item: string) => `${product} ${country ?? ''} ${item}`

/** /pricing's starting prices: each product's lowest price among its items with these words. */
const STARTING_PRICES: { item: string; product: PricedProduct; matching: string }[] = [
  { item: 'Messaging: outbound SMS', product: 'messaging', matching: 'outbound sms' },
  { item: 'Voice: outbound calls over SIP', product: 'voice', matching: 'outbound calls' },
  { item: 'Phone numbers: local numbers', product: 'numbers', matching: 'local number' },
  { item: 'Voice API: call legs', product: 'voice-api', matching: 'call leg' },
  { item: 'IoT SIM: data plans', product: 'iot', matching: 'plan per sim' },
  { item: 'Cloud Storage', product: 'storage', matching: 'standard storage' },
  { item: 'Global Edge Router', product: 'networking', matching: 'edge router' },
  { item: 'AI Inference: input tokens', product: 'inference', matching: 'input' },
]

type PricingTableRow = NonNullable<Extract<LayoutBlock, { blockType: 'pricingTable' }>['rows']>[number]
/** A pricing page's row as the table stores it: a pointer into the price list (or, with no stored list to point at, a note). */
function summaryRow(row: PriceRow, product: PricedProduct, prices: PriceIds | undefined): PricingTableRow {
  const point = (
    relationTo: 'price-list' | 'messaging-rates' | 'iot-data-plans',
    id: number | undefined,
    extra: Partial<PricingTableRow> = {},
  ): PricingTableRow =>
    id === undefined
      ? { source: 'note', item: 'item' in row ? row.item : 'Price on request', note: row.note }
      : { source: 'list', entry: { relationTo, value: id }, ...extra, ...('price' in row ? {} : row.note ? { note: row.note } : {}) }
  if ('rate' in row) return point('messaging-rates', prices?.rate.get(rateKey(row.rate)))
  if ('listed' in row) return point('price-list', prices?.listed.get(listedKey(product, row.listed.country, row.listed.item)))
  if ('plan' in row) return point('iot-data-plans', prices?.plan.get(row.plan), { planPrice: row.planPrice })
  return point('price-list', prices?.listed.get(listedKey(product, row.country, row.item)))
}
/** The key of a customer's seeded logo (logos.ts). */
export const logoKey = (company: string): string => `logo:${company}`
/** The key of a seeded product screen (mockups.ts SCREENS), by its id. */
export const screenKey = (id: string): string => `screen:${id}`
/** An article's own cover (seed images.ts renderArticleCover). */
export const articleCoverKey = (slug: string): string => `cover:${slug}`
/** The key of the seeded Lottie animation (public/assets/samples/signal-pulse.json). */
export const ANIMATION_KEY = 'animation'

const SIGN_UP = { label: 'Sign up free', href: '/sign-up', kind: 'primary' as const }
const CONTACT = { label: 'Contact sales', href: '/contact-us', kind: 'secondary' as const }

function hero(heading: string, text: string, eyebrow?: string, media?: number, buttons: HeroBlock['buttons'] = [SIGN_UP, CONTACT]): HeroBlock {
  return { blockType: 'hero', heading, text: inlineRichText(text), eyebrow, media, buttons }
}

function featureSection(
  feature: Feature,
  index: number,
  background: SectionBlock['backgroundColor'] = 'cream',
  picture?: number,
  side: 'end' | 'start' = 'end',
): SectionBlock {
  return {
    blockType: 'section',
    anchor: `section-${index + 1}`,
    heading: feature.title,
    backgroundColor: background,
    spacingTop: 'contrasting',
    spacingBottom: 'contrasting',
    ...(picture !== undefined && { sideImage: { image: picture, position: side } }),
    blocks: [{ blockType: 'richText', content: featureContent(feature) }],
  }
}

/**
 * A page's feature bands, tan and cream in turn, each with its picture when it has one (screensFor). Pictures alternate
 * sides down the page, counting only the bands that have one, so the eye zigzags from one picture to the next.
 */
function featureSections(features: readonly Feature[], pictures: readonly (number | undefined)[] = []): SectionBlock[] {
  let pictured = 0
  return features.map((feature, i) => {
    const picture = pictures[i]
    const side = pictured % 2 === 0 ? 'end' : 'start'
    if (picture !== undefined) pictured += 1
    return featureSection(feature, i, i % 2 === 0 ? 'tan' : 'cream', picture, side)
  })
}

/** A feature's text, and the link it leads on with as a paragraph of its own. */
export function featureContent(feature: Feature) {
  return feature.link ? inlineState(paragraph(feature.body), paragraph(link(feature.link.href, [feature.link.label]))) : paragraphs([feature.body])
}

/** A product category's icon, on the home page's category cards and as the fallback of its features' cards. */
const CATEGORY_ICON: Record<ProductCategory, IconName> = {
  Voice: 'phone',
  Messaging: 'message',
  Numbers: 'hash',
  Identity: 'shield',
  AI: 'sparkle',
  Storage: 'database',
  IoT: 'sim',
  Networking: 'network',
}

/**
 * The product screen beside each feature: the first screen whose subject (`shows`) the feature's title names, the
 * page's own product family first, never one screen twice on a page. Only the title decides: its text mentions too much
 * in passing (a latency, a webhook) to choose a picture by. A feature no screen shows keeps its words alone (a brief
 * band), rather than a picture of something else.
 */
export function screensFor(features: readonly Feature[], category?: ProductCategory): (Screen | undefined)[] {
  const ordered = category ? [...SCREENS.filter((s) => s.category === category), ...SCREENS.filter((s) => s.category !== category)] : SCREENS
  const used = new Set<string>()
  return features.map((feature) => {
    const screen = ordered.find((candidate) => !used.has(candidate.id) && candidate.shows.test(feature.title))
    if (screen) used.add(screen.id)
    return screen
  })
}

const screenMedia = (features: readonly Feature[], media: MediaIds, category?: ProductCategory): (number | undefined)[] =>
  screensFor(features, category).map((screen) => (screen ? media[screenKey(screen.id)] : undefined))

function cards(heading: string | undefined, items: readonly Feature[], fallbackIcon: IconName): CardGridBlock {
  return {
    blockType: 'cardGrid',
    heading,
    columns: items.length === 2 || items.length === 4 ? (String(items.length) as '2' | '4') : '3',
    cards: items.map((item) => ({ icon: suggestIcon(item.title, item.body, fallbackIcon), title: item.title, text: inlineRichText(item.body) })),
  }
}

function stats(items: readonly Stat[], heading?: string): StatsBlock {
  return { blockType: 'stats', heading, items: items.map((s) => ({ value: s.value, label: s.label })) }
}

function faq(items: readonly Faq[]): FaqBlock {
  return { blockType: 'faq', heading: 'Frequently asked questions', items: items.map((f) => ({ question: f.question, answer: inlineRichText(f.answer) })) }
}

function ctaBanner(heading: string, text: string, buttons: CtaBannerBlock['buttons'] = [{ ...SIGN_UP }, { ...CONTACT }]): CtaBannerBlock {
  return { blockType: 'ctaBanner', heading, text: inlineRichText(text), backgroundColor: 'blue', buttons }
}

/** Wraps blocks in one Section, so every page shows the section styles. */
function section(blocks: SectionBlock['blocks'], background: SectionBlock['backgroundColor'], heading?: string, anchor?: string): SectionBlock {
  return { blockType: 'section', heading, anchor, backgroundColor: background, spacingTop: 'contrasting', spacingBottom: 'contrasting', blocks }
}

/** A hosted video behind a poster: a play button opens it in a full-screen overlay. */
function posterVideo(title: string, poster: number | undefined, caption: string): MediaBlock {
  return { blockType: 'media', videoUrl: 'https://vimeo.com/76979871', title, poster, caption, playButtonColor: 'white', controls: true }
}

function page(family: PageFamily, slug: string, title: string, description: string, layout: LayoutBlock[], extra: Partial<PageData> = {}): PageData {
  return { title, family, slug, layout, meta: { title, description }, _status: 'published', shell: 'full', ...extra }
}

const voiceAiDemo: VoiceAiDemoBlock = {
  blockType: 'voiceAiDemo',
  heading: 'Talk to a voice AI agent now',
  text: 'Pick an agent, leave your number, and it calls you within seconds. Demo calls last up to five minutes.',
}

function productPage(product: ProductSeed, media: MediaIds): PageData {
  const layout: LayoutBlock[] = [
    hero(product.name, product.tagline, product.category, media[product.category]),
    section([{ blockType: 'richText', content: paragraphs([product.intro]) }, stats(product.stats)], 'cream'),
    ...featureSections(product.sections, screenMedia(product.sections, media, product.category)),
    section([cards(undefined, product.features, CATEGORY_ICON[product.category])], 'black', `Why teams choose Ostra ${product.name}`),
  ]
  if (product.code) {
    const code: CodeSampleBlock = {
      blockType: 'codeSample',
      heading: `Get started with ${product.name}`,
      language: product.code.language,
      code: product.code.code,
    }
    layout.push(section([code], 'cream', 'Start building in minutes', 'code'))
  }
  if (product.slug === 'voice-ai-agents') layout.splice(2, 0, section([voiceAiDemo], 'tan', undefined, 'try-it'))
  if (product.slug === 'phone-numbers') {
    layout.push(
      section(
        [
          {
            blockType: 'numberSearch',
            heading: 'Find your number',
            text: 'Search live inventory by country, type, area code or digits.',
            defaultCountry: 'US',
          },
        ],
        'tan',
        undefined,
        'search',
      ),
    )
  }
  layout.push(section([faq(product.faqs)], 'cream'))
  layout.push(ctaBanner(`Build with ${product.name} today`, 'Create an account in minutes and get free credit to test every API.'))
  return page('products', product.slug, product.name, product.tagline, layout)
}

/** An article's hero picture, by its category (the seeded illustrations). */
const ARTICLE_IMAGE: Record<ResourceCategory, string> = {
  ai: 'AI',
  voice: 'Voice',
  messaging: 'Messaging',
  numbers: 'Numbers',
  iot: 'IoT',
  compliance: 'Identity',
  engineering: 'Networking',
}

/** An article's picture: its own cover, or (a database seeded before covers) its category's illustration. */
const articleImage = (a: { slug: string; category: ResourceCategory }, media: MediaIds) => media[articleCoverKey(a.slug)] ?? media[ARTICLE_IMAGE[a.category]]

/** The first paragraph under no heading, then each further paragraph under its heading (the table of contents reads them). */
export function articleNodes(paragraphTexts: readonly string[], headings: readonly string[] = []): RichNode[] {
  return paragraphTexts.flatMap((text, index): RichNode[] => {
    const heading = index > 0 ? headings[index - 1] : undefined
    return heading
      ? [
          { type: 'h2', text: heading },
          { type: 'p', text },
        ]
      : [{ type: 'p', text }]
  })
}

/** The closing call to action most content pages share: one reusable section (issue 32), edited once. */
export const CLOSING_CTA_SECTION = 'Closing call to action: Ready to build?'
export const closingCtaBanner = (): CtaBannerBlock => ctaBanner('Ready to build?', 'Start with free credit today, or talk to our team about your project.')

/** The reusable sections the seed made, by role: pages place them by reference (absent: an inline copy stands in). */
export type SectionIds = { closingCta?: number }

/** The calls to action a content page ends with: what its visitor came for, never a link to itself. */
function pageCtas(slug: string, sections: SectionIds): { hero: HeroBlock['buttons']; banner: LayoutBlock } {
  const roles = { label: 'See open roles', href: '#roles', kind: 'primary' as const }
  switch (slug) {
    case 'careers':
      return {
        hero: [roles],
        banner: ctaBanner('Find your next role', 'Every opening links to its full posting, and every application gets an answer.', [roles]),
      }
    case 'contact-us':
      return { hero: [SIGN_UP], banner: ctaBanner('Prefer to try it first?', 'Create an account with free credit and test every API today.', [{ ...SIGN_UP }]) }
    case 'sign-up':
      // No button in the hero: the form right under it is the page's one action.
      return {
        hero: [],
        banner: ctaBanner('Questions before you start?', 'Tell us what you are building and an engineer will get back to you within a business day.', [
          { ...CONTACT, label: 'Talk to sales', kind: 'primary' },
        ]),
      }
    default:
      return {
        hero: [SIGN_UP, CONTACT],
        banner: sections.closingCta ? { blockType: 'reusableSection', section: sections.closingCta } : closingCtaBanner(),
      }
  }
}

/** Content pages whose index blocks are what the visitor came for: they come straight after the hero. */
const FORM_FIRST_PAGES = new Set(['sign-up', 'contact-us'])
/** Form-first pages whose form carries the page's sections beside it (indexBlocks): no band repeats them, nor the intro. */
const WORDS_BESIDE_FORM_PAGES = new Set(['contact-us'])

function contentPage(
  seed: ContentPageSeed,
  extraBlocks: LayoutBlock[] = [],
  family: PageFamily = 'content',
  publishedAt?: string,
  sections: SectionIds = {},
  media: MediaIds = {},
): PageData {
  const ctas = pageCtas(seed.slug, sections)
  const intro = section([{ blockType: 'richText', content: paragraphs([seed.intro]) }, ...(seed.stats ? [stats(seed.stats)] : [])], 'cream')
  // A page that exists for its form (sign-up, contact-us) shows the form under the hero, in the first screen; the words
  // follow, or (contact-us) sit beside the form.
  const formFirst = FORM_FIRST_PAGES.has(seed.slug)
  const wordsBesideForm = WORDS_BESIDE_FORM_PAGES.has(seed.slug)
  const layout: LayoutBlock[] = [
    hero(seed.title, seed.tagline, undefined, undefined, ctas.hero),
    ...(formFirst ? [...extraBlocks, ...(wordsBesideForm ? [] : [intro])] : [intro, ...extraBlocks]),
    ...(wordsBesideForm ? [] : featureSections(seed.sections, screenMedia(seed.sections, media))),
    ctas.banner,
  ]
  return page(family, seed.slug, seed.title, seed.tagline, layout, publishedAt ? { publishedAt } : {})
}

/** Extra blocks that make an index page list what it introduces. */
function indexBlocks(slug: string, media: MediaIds): LayoutBlock[] {
  switch (slug) {
    case 'voice-ai':
      return [
        section([voiceAiDemo], 'tan', undefined, 'try-it'),
        section(
          [posterVideo('Voice AI agent demo', media.AI, 'A voice AI agent booking an appointment over the phone, end to end.')],
          'black',
          'Hear it for yourself',
          'demo',
        ),
      ]
    case 'products':
      return [section([{ blockType: 'pageList', heading: 'All products', family: 'products', limit: 48, paginate: false }], 'cream')]
    case 'solutions':
      return [section([{ blockType: 'pageList', heading: 'Industries we serve', family: 'solutions', limit: 24, paginate: false }], 'cream')]
    case 'pricing':
      return [
        section(
          [
            {
              blockType: 'pricingTable',
              heading: 'Starting prices',
              currency: 'USD',
              // Each product's lowest price, read from the price list: never typed, so never out of date.
              rows: [
                ...STARTING_PRICES.map(({ item, product, matching }) => ({ source: 'from' as const, item, fromProduct: product, fromMatching: matching })),
                { source: 'note' as const, item: 'Voice AI agents', note: 'Priced per conversation minute, by volume.' },
              ],
            },
            { blockType: 'pageList', heading: 'Pricing by product', family: 'pricing', limit: 24, paginate: false },
          ],
          'cream',
        ),
      ]
    case 'resources':
      return [
        section([{ blockType: 'pageList', heading: 'Latest articles', family: 'resources', limit: 9, paginate: true, browse: true }], 'cream'),
        section([{ blockType: 'form', ...RESOURCE_SIGNUP }], 'tan'),
      ]
    case 'release-notes':
      return [
        section([{ blockType: 'releaseNoteList', heading: 'All release notes', limit: 10, paginate: true }], 'cream'),
        section(
          [
            {
              blockType: 'form',
              form: 'release-notes-subscription',
              heading: 'Get release notes by e-mail',
              text: 'One e-mail when something ships. Unsubscribe any time.',
            },
          ],
          'tan',
        ),
      ]
    case 'sign-up':
      return [
        section([{ blockType: 'signUp', heading: 'Create your account', text: 'USD 10 of free credit. No credit card required.' }], 'tan', undefined, 'form'),
      ]
    case 'customer-stories':
      return [section([{ blockType: 'customerStoryList', heading: 'Customer stories', limit: 24, filters: true }], 'cream')]
    case 'use-cases':
      // Every published use case, filtered by industry, product and words (GET /api/use-cases).
      return [section([{ blockType: 'useCaseList', heading: 'Browse use cases', limit: 12 }], 'cream')]
    case 'templates':
      return [section([{ blockType: 'pageList', heading: 'Templates', family: 'templates', limit: 24, paginate: false }], 'cream')]
    case 'careers':
      return [
        section(
          [
            {
              blockType: 'jobList',
              heading: 'Open roles',
              text: 'Remote-first within time-zone bands, with hubs in London, Toronto, Lisbon and Singapore. Every role links to its full posting.',
            },
          ],
          'cream',
          undefined,
          'roles',
        ),
      ]
    case 'global-coverage':
      return [
        section(
          [
            // The map of every point of presence (seed illustration "coverage"): a picture, so as still under reduced motion.
            {
              blockType: 'media',
              media: media.coverage,
              caption: 'Every call and message enters our private backbone at the nearest of 18 points of presence.',
            },
          ],
          'cream',
          undefined,
          'network',
        ),
        section(
          [
            {
              blockType: 'countryCoverage',
              heading: 'Countries we cover',
              text: 'Search by country name, two-letter code or dial code. Satellite coverage reaches IoT SIMs beyond terrestrial networks.',
            },
          ],
          'cream',
          undefined,
          'countries',
        ),
      ]
    case 'contact-us': {
      // Beside the form, the other ways to reach the team (the page's sections, which contentPage leaves out of bands):
      // each one's name in bold, then its words, every e-mail address a mailto: link.
      const mailto = (words: string) => words.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, (address) => `[${address}](mailto:${address})`)
      const channels = contentPages.find((c) => c.slug === 'contact-us')?.sections ?? []
      return [
        section(
          [
            {
              blockType: 'form',
              form: 'contact-sales',
              heading: 'Talk to sales',
              text: 'Tell us what you are building and a solutions engineer will reply within one business day.',
              aside: inlineRichText(channels.map((channel) => `**${channel.title}**\n${mailto(channel.body)}`).join('\n\n')),
            },
          ],
          'cream',
        ),
      ]
    }
    default:
      return []
  }
}

function homePage(media: MediaIds): PageData {
  const categories = [...new Set(products.map((p) => p.category))]
  const layout: LayoutBlock[] = [
    {
      ...hero(
        'The communications platform built on its own global network',
        'Voice, messaging, numbers, IoT connectivity and AI inference on one private network with points of presence on four continents.',
        'Ostra',
        media.home,
      ),
    },
    // The fresh home page (flag freshHomepage, on in production) opens with the video; the classic one with a short introduction.
    {
      ...section(
        [posterVideo('Ostra in 90 seconds', media.Voice, 'How one private network carries voice, messaging and AI.')],
        'black',
        'See the platform',
        'video',
      ),
      experiment: { key: 'fresh-homepage', variant: 'B' },
    },
    {
      ...section(
        [
          {
            blockType: 'richText',
            content: paragraphs([
              'Ostra runs its own private network with points of presence on four continents, so your calls, messages and data never cross the public internet between our sites. One account, one API key and one invoice cover every product.',
            ]),
          },
        ],
        'cream',
        'One platform, one network',
        'intro',
      ),
      experiment: { key: 'fresh-homepage', variant: 'A' },
    },
    {
      blockType: 'logoWall',
      heading: 'Trusted by teams that cannot drop a call',
      logos: customerStories.map((s) => ({ name: s.company, logo: media[logoKey(s.company)], href: `/customer-stories/${s.slug}` })),
    },
    section(
      [
        {
          blockType: 'cardGrid',
          columns: '4',
          cards: categories.map((category) => {
            const first = products.find((p) => p.category === category) as ProductSeed
            return {
              icon: CATEGORY_ICON[category],
              title: category,
              text: inlineRichText(
                products
                  .filter((p) => p.category === category)
                  .map((p) => p.name)
                  .join(', '),
              ),
              href: `/products/${first.slug}`,
            }
          }),
        },
      ],
      'cream',
      'Everything you need to talk to your customers',
      'products',
    ),
    section(
      [
        stats([
          { value: '18', label: 'points of presence on a private backbone' },
          { value: '650+', label: 'mobile networks for IoT SIMs' },
          { value: '99.999%', label: 'voice uptime SLA' },
          { value: '24/7', label: 'engineering support' },
        ]),
      ],
      'black',
      'One network, end to end',
      'network',
    ),
    section([{ blockType: 'customerStoryList', heading: undefined, limit: 3 }], 'tan', 'Customer stories', 'stories'),
    section([{ blockType: 'releaseNoteList', heading: undefined, limit: 3, paginate: false }], 'cream', 'What shipped recently', 'releases'),
    ctaBanner('Start building on Ostra', 'Free credit to test every API, and engineers on call when you need them.'),
  ]
  // Full-screen panels that snap (Page options); the homepageScrollSnap flag can still turn it off.
  return page('content', HOME_SLUG, 'Ostra — communications platform', 'Voice, messaging, numbers, IoT and AI inference on one global network.', layout, {
    scrollSnap: { enabled: true },
  })
}

/** The seeded block experiment on the solutions pages. */
export const SOLUTIONS_CTA_EXPERIMENT = {
  name: 'Solutions pages: closing call to action',
  key: 'solutions-cta',
  status: 'running' as const,
  goal: 'form-submit' as const,
  variants: [
    { weight: 1, description: 'A: Build for {industry} with Ostra' },
    { weight: 1, description: 'B: Talk to a solutions engineer' },
  ],
}

export function buildPages(media: MediaIds, sections: SectionIds = {}, prices?: PriceIds): PageData[] {
  const pages: PageData[] = [homePage(media)]
  pages.push(...products.map((p) => productPage(p, media)))
  pages.push(
    ...solutions.map((s) => {
      const screens = screenMedia(s.sections, media)
      return page('solutions', s.slug, s.name, s.tagline, [
        hero(s.name, s.tagline, 'Solutions'),
        section([{ blockType: 'richText', content: paragraphs([s.intro]) }], 'cream'),
        ...featureSections(s.sections, screens),
        section([cards('Use cases', s.useCases, 'people')], 'black'),
        section([faq(s.faqs)], 'cream'),
        // Two wordings of the closing call to action, an A/B test (SOLUTIONS_CTA_EXPERIMENT above).
        {
          ...ctaBanner(`Build for ${s.name.toLowerCase()} with Ostra`, 'Compliance-ready infrastructure and a team that knows your industry.'),
          experiment: { key: SOLUTIONS_CTA_EXPERIMENT.key, variant: 'A' },
        },
        {
          ...ctaBanner('Talk to a solutions engineer', 'Tell us what you are building and get an architecture review within two business days.'),
          experiment: { key: SOLUTIONS_CTA_EXPERIMENT.key, variant: 'B' },
        },
      ])
    }),
  )
  pages.push(
    ...pricingPages.map((p) =>
      // The family suffix once: seeded names already end with "Pricing".
      page('pricing', p.slug, withSuffix(p.name, 'Pricing'), p.tagline, [
        hero(withSuffix(p.name, 'Pricing'), p.tagline, 'Pricing'),
        section(
          [
            { blockType: 'richText', content: paragraphs([p.intro]) },
            {
              blockType: 'pricingTable',
              heading: `${withoutSuffix(p.name, 'Pricing')} rates`,
              product: isPriceListProduct(p.product) ? p.product : undefined,
              currency: 'USD',
              rows: p.rows.map((row) => summaryRow(row, p.product, prices)),
            },
            ...(p.slug === 'messaging'
              ? [
                  {
                    blockType: 'calculator' as const,
                    kind: 'messaging' as const,
                    heading: 'Estimate your monthly messaging cost',
                    defaultCountry: 'US' as const,
                    // Compared while the calculatorCompetitive flag is on (off in production).
                    competitors: [{ name: 'Typical CPaaS list price', unitPrice: 0.0079 }],
                  },
                ]
              : p.slug === 'iot-data-plans'
                ? [{ blockType: 'calculator', kind: 'iot-sim', heading: 'Estimate your IoT data costs', defaultCountry: 'US' } as const]
                : p.slug === 'inference-api'
                  ? [
                      {
                        blockType: 'aiModels',
                        heading: 'Models on the Inference API',
                        text: 'Open models served on our own GPUs. Pick one to see the request.',
                      } as const,
                    ]
                  : []),
          ],
          'cream',
        ),
        section([faq(p.faqs)], 'tan'),
        ctaBanner('Need volume pricing?', 'Committed-use discounts start at modest volumes. Talk to sales.', [
          { ...CONTACT, label: 'Talk to sales', kind: 'primary' },
          { ...SIGN_UP, kind: 'secondary' },
        ]),
      ]),
    ),
  )
  pages.push(
    ...contentPages.map((c) => {
      // The why-choose-us page follows the brand name: /why-{brand}.
      const slug = c.slug === 'why-ostra' ? whySlug(DEFAULT_BRAND) : c.slug
      return contentPage({ ...c, slug }, indexBlocks(c.slug, media), 'content', undefined, sections, media)
    }),
  )
  pages.push(
    ...articles.map((a) =>
      page(
        'resources',
        a.slug,
        a.title,
        a.summary,
        [
          hero(a.title, a.summary, `${a.author} · ${formatDate(`${a.date}T12:00:00.000Z`)}`, articleImage(a, media)),
          section([{ blockType: 'richText', content: richText(articleNodes(a.paragraphs, ARTICLE_HEADINGS[a.slug])) }], 'cream'),
          ctaBanner('Try it on Ostra', 'Free credit, real engineers, no sales call needed.'),
        ],
        {
          publishedAt: `${a.date}T12:00:00.000Z`,
          category: a.category,
          author: a.author,
          // The social image is also the picture on the article's card.
          meta: { title: a.title, description: a.summary, image: articleImage(a, media) },
        },
      ),
    ),
  )
  for (const [key, seeds] of Object.entries(familyPages)) {
    const family: PageFamily = key === 'compare' ? 'compare' : key === 'landing' ? 'landing' : (key as PageFamily)
    for (const seed of seeds) {
      const layout: LayoutBlock[] = [
        hero(seed.title, seed.tagline),
        section([{ blockType: 'richText', content: paragraphs([seed.intro]) }], 'cream'),
        ...featureSections(seed.sections, screenMedia(seed.sections, media)),
        ...(seed.faqs ? [section([faq(seed.faqs)], 'cream')] : []),
        ...(family === 'landing'
          ? [section([{ blockType: 'form', form: 'contact-sales', heading: 'Get a tailored demo' } as const], 'tan')]
          : [ctaBanner('Ready to build?', 'Talk to our team or start with free credit today.')]),
      ]
      pages.push(
        page(family, seed.slug, seed.title, seed.tagline, layout, {
          ...(family === 'landing' ? { shell: 'simple' as const } : {}),
          ...(seed.useCase ? { useCase: seed.useCase } : {}),
        }),
      )
    }
  }
  return pages
}

export function buildLegalPages(): RequiredDataFromCollectionSlug<'legal-pages'>[] {
  return legalPages.map((l) => {
    const nodes: RichNode[] = l.sections.flatMap((s) => [
      { type: 'h2', text: s.heading } as const,
      ...s.paragraphs.map((p) => ({ type: 'p', text: p }) as const),
    ])
    return {
      title: l.title,
      slug: l.slug,
      effectiveDate: new Date(l.effectiveDate).toISOString(),
      summary: l.summary,
      layout: [{ blockType: 'richText', content: richText(nodes) }, ...(LEGAL_BLOCKS[l.slug] ?? [])],
      meta: { title: l.title, description: l.summary },
      _status: 'published',
    }
  })
}

/** The blocks placed under some legal pages' text: a form, the requirements table. */
const LEGAL_BLOCKS: Record<string, NonNullable<LegalPage['layout']>> = {
  'report-abuse': [{ blockType: 'form', form: 'report-abuse', heading: 'Report abuse' }],
  'data-privacy': [{ blockType: 'form', form: 'subprocessor-subscription', heading: 'Get notice of new sub-processors' }],
  'country-specific-requirements': [{ blockType: 'requirementsTable', heading: 'Requirements by country' }],
}

export function buildCustomerStories(media: MediaIds = {}): RequiredDataFromCollectionSlug<'customer-stories'>[] {
  return customerStories.map((s, index) => ({
    title: s.title,
    slug: s.slug,
    company: s.company,
    // The generated wordmark (logos.ts): on the story's card and its page.
    logo: media[logoKey(s.company)],
    industry: s.industry,
    summary: s.summary,
    quote: s.quote,
    layout: [
      {
        blockType: 'richText',
        content: richText([
          { type: 'h2', text: 'The challenge' },
          ...s.challenge.map((p) => ({ type: 'p', text: p }) as const),
          { type: 'h2', text: 'The solution' },
          ...s.solution.map((p) => ({ type: 'p', text: p }) as const),
        ]),
      },
    ],
    results: s.results.map((r) => ({ ...r })),
    products: s.products,
    meta: { title: s.title, description: s.summary },
    // Spread over the last months so "newest first" is meaningful.
    publishedAt: new Date(Date.UTC(2026, 9 - index, 1)).toISOString(),
    _status: 'published',
  }))
}

export function buildReleaseNotes(): RequiredDataFromCollectionSlug<'release-notes'>[] {
  return releaseNotes.map((n) => ({
    title: n.title,
    slug: n.slug,
    releasedAt: `${n.date}T12:00:00.000Z`,
    product: n.product,
    summary: n.summary,
    layout: [
      {
        blockType: 'richText',
        content: richText([
          { type: 'p', text: n.summary },
          { type: 'ul', items: n.changes },
        ]),
      },
    ],
    meta: { title: n.title, description: n.summary },
    _status: 'published',
  }))
}

export type NavigationSeed = { group: string; items: RequiredDataFromCollectionSlug<'navigation-items'>[] }

export function buildNavigation(media: MediaIds = {}): NavigationSeed[] {
  const categories = [...new Set(products.map((p) => p.category))]
  return [
    {
      group: 'Products',
      items: categories.map((category, index) => ({
        label: category,
        description: PRODUCT_FAMILY_PURPOSE[category] ?? `${category} on the ${DEFAULT_BRAND} network`,
        isNew: category === 'AI',
        items: products
          .filter((p) => p.category === category)
          .map((p) => ({ label: p.name, href: `/products/${p.slug}`, isNew: p.slug === 'voice-ai-agents' })),
        seeMoreLink: index === 0 ? { label: 'All products', href: '/products' } : undefined,
        ctaBanner:
          index === 0
            ? {
                heading: 'Build a voice AI agent in minutes',
                backgroundColor: 'black',
                media: media.AI,
                ctaButtons: [{ label: 'Try Voice AI', href: '/voice-ai', kind: 'primary' }],
              }
            : undefined,
      })),
    },
    { group: 'Solutions', items: solutions.map((s) => ({ label: s.name, href: `/solutions/${s.slug}`, description: s.tagline })) },
    {
      group: 'Pricing',
      items: pricingPages.map((p) => ({ label: p.name, href: `/pricing/${p.slug}` })),
    },
    {
      group: `Why ${DEFAULT_BRAND}`,
      items: [
        { label: `Why ${DEFAULT_BRAND}`, href: `/${whySlug(DEFAULT_BRAND)}`, description: 'What sets our platform apart.' },
        { label: 'Our network', href: '/our-network', description: 'A private backbone with global points of presence.' },
        { label: 'Mission Control', href: '/mission-control', description: 'One portal to run every service.' },
        { label: 'Global coverage', href: '/global-coverage', description: 'Where our numbers and SIMs work.' },
        { label: 'Partnerships', href: '/partnerships' },
        { label: 'Customer stories', href: '/customer-stories' },
      ],
    },
    {
      group: 'Resources',
      items: [
        { label: 'Blog', href: '/resources', description: 'Guides and news from our engineers.' },
        { label: 'Release notes', href: '/release-notes' },
        { label: 'Templates', href: '/templates' },
        { label: 'Flow', href: '/flow', isNew: true },
        { label: 'Careers', href: '/careers' },
      ],
    },
    {
      group: 'Developers',
      items: [
        { label: 'Documentation', href: 'https://developers.ostra.com', target: '_blank' },
        { label: 'API reference', href: 'https://developers.ostra.com/api', target: '_blank' },
        { label: 'Voice AI', href: '/voice-ai' },
        { label: 'Status', href: 'https://status.ostra.com', target: '_blank' },
      ],
    },
  ]
}

/** What each family of products is for, in the provider's words: the mega menu's group subtitles (issue 33). */
const PRODUCT_FAMILY_PURPOSE: Record<string, string> = {
  AI: 'Run voice agents and open models next to your calls',
  Voice: 'Make, receive and route calls worldwide',
  Messaging: 'Send SMS, MMS and WhatsApp worldwide',
  Numbers: 'Local, toll-free and mobile numbers, ported or new',
  IoT: 'Connect devices anywhere with one SIM',
  Networking: 'Private links between your clouds, offices and us',
  Storage: 'S3-compatible storage, next to your traffic',
  Identity: 'Verify users by phone before they sign in',
}

export function buildHeader(groups: { label: string; items: number[] }[]): Omit<Header, 'id'> {
  return {
    groups: groups.map((g) => ({ label: g.label, href: g.label === 'Pricing' ? '/pricing' : undefined, items: g.items })),
    topLinks: [
      { label: 'Ostra.org', kind: 'initiative' },
      { label: 'Shop', kind: 'shop' },
      { label: 'Contact us', kind: 'custom', href: '/contact-us' },
      { label: 'Log in', kind: 'login' },
    ],
    signUp: { label: 'Sign up', href: '/sign-up' },
  }
}

export function buildFooter(): Omit<Footer, 'id'> {
  return {
    columns: [
      { heading: 'Products', links: products.slice(0, 8).map((p) => ({ label: p.name, href: `/products/${p.slug}` })) },
      { heading: 'Solutions', links: solutions.map((s) => ({ label: s.name, href: `/solutions/${s.slug}` })) },
      {
        heading: 'Company',
        links: [
          { label: `Why ${DEFAULT_BRAND}`, href: `/${whySlug(DEFAULT_BRAND)}` },
          { label: 'Careers', href: '/careers' },
          { label: 'Partnerships', href: '/partnerships' },
          { label: 'Contact us', href: '/contact-us' },
        ],
      },
      { heading: 'Legal', links: legalPages.map((l) => ({ label: l.title, href: `/${l.slug}` })) },
    ],
    social: [
      { network: 'linkedin', href: 'https://www.linkedin.com/company/ostra' },
      { network: 'twitter', href: 'https://twitter.com/ostra' },
      { network: 'facebook', href: 'https://www.facebook.com/ostra' },
    ],
    compliance: 'ISO · PCI · HIPAA · GDPR · SOC2 Type II',
  }
}
