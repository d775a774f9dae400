import { formatDate } from '@/components/formatDate'
import { isResourceCategory, RESOURCE_CATEGORIES, type ResourceResult } from '@/lib/content'

/** One article in the resources list; the same markup on the server and in the search island. */
export function ResourceCard({ title, path, description, publishedAt, category, image }: ResourceResult) {
  return (
    <li className={image ? 'card card--with-image' : 'card'}>
      {image && (
        // Decorative: the title below names the article; lazy, as cards start below the hero.
        <img
          className="card__image"
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
      <p className="card__eyebrow">
        {isResourceCategory(category) && <span className="card__category">{RESOURCE_CATEGORIES[category]}</span>}
        {publishedAt && <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>}
      </p>
      <h3 className="card__title">
        {/* Always a path on this site: a plain anchor keeps the island free of the server-side link rules. */}
        <a href={path}>{title}</a>
      </h3>
      {description && <p>{description}</p>}
    </li>
  )
}
