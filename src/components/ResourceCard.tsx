import { formatDate } from '@/components/formatDate'
import { isResourceCategory, RESOURCE_CATEGORIES } from '@/lib/resources'

export type ResourceCardData = { title: string; path: string; description?: string | null; publishedAt?: string | null; category?: string | null }

/** One article in the resources list; the same markup on the server and in the search island. */
export function ResourceCard({ title, path, description, publishedAt, category }: ResourceCardData) {
  return (
    <li className="card">
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
