import { Link } from '@/components/Link'
import { MediaImage } from '@/components/MediaImage'
import { listCustomerStories } from '@/lib/pages/queries'

import type { BlockProps } from '../types'

export async function CustomerStoryList({ block }: BlockProps<'customerStoryList'>) {
  const { docs } = await listCustomerStories(1, block.limit)
  return (
    <div className="story-list">
      {block.heading && <h2>{block.heading}</h2>}
      <ul className="card-grid card-grid--3">
        {docs.map((story) => (
          <li key={story.id} className="card">
            {story.logo && <MediaImage media={story.logo} sizes="160px" className="card__logo" />}
            <p className="card__eyebrow">{story.industry}</p>
            <h3 className="card__title">
              <Link href={story.path ?? '#'}>{story.title}</Link>
            </h3>
            <p>{story.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
