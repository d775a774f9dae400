/** Cache tags: one name per kind of dependency, shared by queries and revalidation. */
import type { PageFamily, RoutedCollection } from '../paths'

export const tags = {
  /** A document served at a path. */
  document: (path: string) => `doc:${path}`,
  /** The published pages of a family (lists, static params). */
  family: (family: PageFamily) => `list:pages:${family}`,
  /** The published documents of a routed collection. */
  collection: (collection: RoutedCollection) => `list:${collection}`,
  /** Everything the page shell shows: header, footer, navigation, site settings. */
  shell: 'shell',
  /** The rate card (messaging rates, IoT zones and plans) the calculators show. */
  pricing: 'pricing',
  sitemap: 'sitemap',
} as const
