import { optionsOfUseCases } from '@/lib/content'

import type { BlockProps } from '../types'
import { UseCaseBrowserIsland } from './lazy.client'
import styles from './styles.module.css'
import { listFamily, listUseCaseFacets, listUseCases } from '@/siteData'

/**
 * Every published use case as a card, with industry, product and word filters. The page renders the first page
 * unfiltered (it stays static); the island reads a filter from the address and asks GET /api/use-cases for it.
 */
export async function UseCaseList({ block }: BlockProps<'useCaseList'>) {
  const [initial, facets, solutions, products] = await Promise.all([
    listUseCases({ page: 1, limit: block.limit }),
    listUseCaseFacets(),
    // The labels: an industry is named by its solution page (finance → Financial Services), a product by its page.
    listFamily('solutions', 1, 100),
    listFamily('products', 1, 100),
  ])
  const options = optionsOfUseCases(facets, solutions.docs, products.docs)
  return (
    <div className={styles.root} data-block="use-case-list">
      {block.heading && <h2>{block.heading}</h2>}
      <UseCaseBrowserIsland industries={options.industries} products={options.products} pageSize={block.limit} initial={initial} />
    </div>
  )
}
