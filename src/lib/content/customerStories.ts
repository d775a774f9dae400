/** The customer-stories list's filters (industry, product), kept in the address as ?industry=&product=. */
export type StoryFacets = { industry: string; products: readonly string[] }
export type StoryFilter = { industry?: string; product?: string }

/** Industries in alphabetical order, each once. */
export function industriesOf(stories: readonly StoryFacets[]): string[] {
  return [...new Set(stories.map((s) => s.industry))].sort((a, b) => a.localeCompare(b))
}

/** Product slugs in the order of `known` (the product catalogue's), then any others alphabetically. */
export function productsOf(stories: readonly StoryFacets[], known: readonly string[] = []): string[] {
  const used = new Set(stories.flatMap((s) => s.products))
  return [...known.filter((slug) => used.has(slug)), ...[...used].filter((slug) => !known.includes(slug)).sort()]
}

/** Reads the filter, ignoring values no story has (an old or mistyped link shows everything, not nothing). */
export function parseStoryFilter(search: string, stories: readonly StoryFacets[]): StoryFilter {
  const params = new URLSearchParams(search)
  const industry = params.get('industry') ?? undefined
  const product = params.get('product') ?? undefined
  return {
    ...(industry && stories.some((s) => s.industry === industry) ? { industry } : {}),
    ...(product && stories.some((s) => s.products.includes(product)) ? { product } : {}),
  }
}

export function matchesStory(story: StoryFacets, filter: StoryFilter): boolean {
  return (!filter.industry || story.industry === filter.industry) && (!filter.product || story.products.includes(filter.product))
}

/** The address query with the filter set, keeping other parameters. */
export function storyFilterSearch(current: string, filter: StoryFilter): URLSearchParams {
  const params = new URLSearchParams(current)
  for (const key of ['industry', 'product'] as const) {
    if (filter[key]) params.set(key, filter[key])
    else params.delete(key)
  }
  return params
}
