/** Cache tags: one name per kind of dependency, shared by queries and revalidation. */
import { FLAGS_CACHE_TAG } from '../experiments'

import type { PageFamily, RoutedCollection } from './paths'

export const tags = {
  /** A document served at a path. */
  document: (path: string) => `doc:${path}`,
  /** The published pages of a family (lists, static params). */
  family: (family: PageFamily) => `list:pages:${family}`,
  /** The published documents of a routed collection. */
  collection: (collection: RoutedCollection) => `list:${collection}`,
  /** Everything the page shell shows: header, footer, navigation, site settings. */
  shell: 'shell',
  /** The rate card (messaging rates, IoT zones and plans, price list) the calculators and pricing endpoints show. */
  pricing: 'pricing',
  /** The admin's AI model catalogue (GET /api/ai-models without the inference API). */
  aiModels: 'ai-models',
  /** The number inventory (GET /api/available-numbers without the numbers API). */
  numberInventory: 'number-inventory',
  sitemap: 'sitemap',
  /** The feature flags fetched from GrowthBook (its webhook, or a test, expires them). */
  flags: FLAGS_CACHE_TAG,
  /** The coverage API's countries and requirements (lib/coverage/coverageReads). */
  coverage: 'coverage',
  /** A reusable section: every page that places it reads it under this tag, so publishing it expires them all. */
  section: (id: number) => `section:${id}`,
  /** The running experiments and their weights, which every page with experiment blocks carries to its visitors' browsers. */
  experiments: 'experiments',
} as const

/** Tags of collections that are data behind endpoints and blocks rather than pages with paths. */
export type DataTag = typeof tags.pricing | typeof tags.aiModels | typeof tags.numberInventory | typeof tags.experiments
