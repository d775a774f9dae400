/** Every route of the spec's route table, derived from the seeded content (one source of truth). */
import { DEFAULT_BRAND, whySlug } from '../../src/lib/design/brand'
import { collectionPath, pagePath, type PageFamily } from '../../src/lib/pages/paths'
import { articles } from '../../src/seed/content/articles'
import { contentPages } from '../../src/seed/content/contentPages'
import { familyPages } from '../../src/seed/content/familyPages'
import { legalPages } from '../../src/seed/content/legal'
import { pricingPages } from '../../src/seed/content/pricing'
import { products } from '../../src/seed/content/products'
import { releaseNotes } from '../../src/seed/content/releaseNotes'
import { solutions } from '../../src/seed/content/solutions'
import { customerStories } from '../../src/seed/content/stories'

export const routes: string[] = [
  '/',
  ...contentPages.map((p) => (p.slug === 'why-ostra' ? `/${whySlug(DEFAULT_BRAND)}` : `/${p.slug}`)),
  ...products.map((p) => pagePath('products', p.slug)),
  ...solutions.map((s) => pagePath('solutions', s.slug)),
  ...pricingPages.map((p) => pagePath('pricing', p.slug)),
  ...legalPages.map((l) => collectionPath('legal-pages', l.slug)),
  ...customerStories.map((s) => collectionPath('customer-stories', s.slug)),
  ...releaseNotes.map((n) => collectionPath('release-notes', n.slug)),
  ...articles.map((a) => pagePath('resources', a.slug)),
  ...Object.entries(familyPages).flatMap(([family, pages]) => pages.map((p) => pagePath(family as PageFamily, p.slug))),
  '/resources?page=2',
  '/release-notes?page=2',
]

/** Pages in the simple shell (logo and copyright only). */
export const simpleShellRoutes = new Set(familyPages.landing.map((p) => pagePath('landing', p.slug)))
