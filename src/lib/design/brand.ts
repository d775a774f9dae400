import { slugify } from '../slug'

export const DEFAULT_BRAND = 'Ostra'

/** The why-choose-us page's slug: /why-{brand}. */
export function whySlug(brand: string): string {
  return `why-${slugify(brand)}`
}
