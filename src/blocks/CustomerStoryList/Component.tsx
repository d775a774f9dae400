import { Card, CARD_PARTS, CardEyebrow, CardTitle } from '@/components/Card'
import { Link } from '@/components/Link'
import { MediaImage } from '@/components/MediaImage'
import { industriesOf, productsOf } from '@/lib/content'

import type { BlockProps } from '../types'
import { StoryFiltersIsland } from './lazy.client'
import styles from './styles.module.css'
import { listCustomerStories, listFamily } from '@/siteData'

export async function CustomerStoryList({ block }: BlockProps<'customerStoryList'>) {
  const { docs } = await listCustomerStories(1, block.limit)
  const cards = docs.map((story) => (
    <Card key={story.id}>
      {story.logo && <MediaImage media={story.logo} sizes="160px" className={CARD_PARTS.logo} />}
      <CardEyebrow>{story.industry}</CardEyebrow>
      <CardTitle>
        <Link href={story.path ?? '#'}>{story.title}</Link>
      </CardTitle>
      <p>{story.summary}</p>
    </Card>
  ))
  if (!block.filters) {
    return (
      <div className={styles.root} data-block="story-list">
        {block.heading && <h2>{block.heading}</h2>}
        <ul className="card-grid card-grid--3">{cards}</ul>
      </div>
    )
  }
  // Product labels are the product pages' titles, in the catalogue's order.
  const catalogue = (await listFamily('products', 1, 100)).docs
  const stories = docs.map((story) => ({ industry: story.industry, products: story.products ?? [] }))
  const products = productsOf(
    stories,
    catalogue.map((p) => p.slug ?? ''),
  ).map((slug) => ({ value: slug, label: catalogue.find((p) => p.slug === slug)?.title ?? slug }))
  return (
    <div className={styles.root} data-block="story-list">
      {block.heading && <h2>{block.heading}</h2>}
      <StoryFiltersIsland stories={stories} cards={cards} industries={industriesOf(stories)} products={products} />
    </div>
  )
}
