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
    <li key={story.id} className="card">
      {story.logo && <MediaImage media={story.logo} sizes="160px" className="card__logo" />}
      <p className="card__eyebrow">{story.industry}</p>
      <h3 className="card__title">
        <Link href={story.path ?? '#'}>{story.title}</Link>
      </h3>
      <p>{story.summary}</p>
    </li>
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
