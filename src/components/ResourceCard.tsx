import { Card, CARD_PARTS, CardEyebrow, CardTitle } from '@/components/Card'
import { formatDate } from '@/components/formatDate'
import { isResourceCategory, RESOURCE_CATEGORIES, type ResourceResult } from '@/lib/content'

/** One article in the resources list; the same markup on the server and in the search island. */
export function ResourceCard({ title, path, description, publishedAt, category, image }: ResourceResult) {
  return (
    <Card withImage={Boolean(image)}>
      {image && (
        // Decorative: the title below names the article; lazy, as cards start below the hero.
        <img
          className={CARD_PARTS.image}
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? image.sizes : undefined}
          width={image.width}
          height={image.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <CardEyebrow>
        {isResourceCategory(category) && <span className={CARD_PARTS.category}>{RESOURCE_CATEGORIES[category]}</span>}
        {publishedAt && <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>}
      </CardEyebrow>
      <CardTitle>
        {/* Always a path on this site: a plain anchor keeps the island free of the server-side link rules. */}
        <a href={path}>{title}</a>
      </CardTitle>
      {description && <p>{description}</p>}
    </Card>
  )
}
