import { notFound } from 'next/navigation'

import { Card, CardEyebrow, CardTitle } from '@/components/Card'
import { formatDate } from '@/components/formatDate'
import { Link } from '@/components/Link'
import { Pagination } from '@/components/Pagination'
import { ResourceCard } from '@/components/ResourceCard'

import { resourceCardOf } from '@/lib/content/data'
import { RESOURCE_CATEGORIES, RESOURCE_CATEGORY_NAMES } from '@/lib/content'

import type { BlockProps } from '../types'
import { ResourceBrowserIsland } from './lazy.client'
import styles from './styles.module.css'
import { listFamily } from '@/siteData'

export async function PageList({ block, context }: BlockProps<'pageList'>) {
  const page = block.paginate ? context.pageNumber : 1
  const { docs, totalPages } = await listFamily(block.family, page, block.limit)
  // A page past the list's last is no page: a 404 (which the page cache keeps in memory only), not an empty list.
  if (page > Math.max(1, totalPages)) notFound()
  const resources = block.family === 'resources'
  const list = (
    <>
      <ul className="card-grid card-grid--3">
        {docs.map((doc) =>
          resources ? (
            <ResourceCard key={doc.id} {...resourceCardOf(doc)} />
          ) : (
            <Card key={doc.id}>
              {doc.publishedAt && (
                <CardEyebrow>
                  <time dateTime={doc.publishedAt}>{formatDate(doc.publishedAt)}</time>
                </CardEyebrow>
              )}
              <CardTitle>
                <Link href={doc.path ?? '#'}>{doc.title}</Link>
              </CardTitle>
              {doc.meta?.description && <p>{doc.meta.description}</p>}
            </Card>
          ),
        )}
      </ul>
      {block.paginate && <Pagination path={context.path} page={page} totalPages={totalPages} />}
    </>
  )
  return (
    <div className={styles.root} data-block="page-list">
      {block.heading && <h2>{block.heading}</h2>}
      {resources && block.browse ? (
        <ResourceBrowserIsland categories={RESOURCE_CATEGORY_NAMES.map((value) => ({ value, label: RESOURCE_CATEGORIES[value] }))} pageSize={block.limit}>
          {list}
        </ResourceBrowserIsland>
      ) : (
        list
      )}
    </div>
  )
}
