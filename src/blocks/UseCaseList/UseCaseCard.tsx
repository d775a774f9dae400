import { Card, CardEyebrow, CardTitle } from '@/components/Card'
import type { UseCaseResult } from '@/lib/content'

import styles from './styles.module.css'

type Props = UseCaseResult & {
  /** The filter's labels, by slug: "Healthcare" for healthcare, "SMS API" for sms-api. */
  labels: { industries: ReadonlyMap<string, string>; products: ReadonlyMap<string, string> }
}

/** One use case: its industry, title (the link), description and products. The same markup on the server and after a filter. */
export function UseCaseCard({ title, path, description, industry, products, labels }: Props) {
  return (
    <Card>
      {industry && <CardEyebrow>{labels.industries.get(industry) ?? industry}</CardEyebrow>}
      <CardTitle>
        {/* Always a path on this site: a plain anchor keeps the island free of the server-side link rules. */}
        <a href={path}>{title}</a>
      </CardTitle>
      {description && <p>{description}</p>}
      {products.length > 0 && (
        <ul className={styles.products} aria-label="Products">
          {products.map((product) => (
            <li key={product}>{labels.products.get(product) ?? product}</li>
          ))}
        </ul>
      )}
    </Card>
  )
}
