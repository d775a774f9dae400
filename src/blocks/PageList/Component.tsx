import { formatDate } from '@/components/formatDate'
import { Link } from '@/components/Link'
import { Pagination } from '@/components/Pagination'
import { listFamily } from '@/lib/pages/queries'

import type { BlockProps } from '../types'

export async function PageList({ block, context }: BlockProps<'pageList'>) {
  const page = block.paginate ? context.pageNumber : 1
  const { docs, totalPages } = await listFamily(block.family, page, block.limit)
  return (
    <div className="page-list">
      {block.heading && <h2>{block.heading}</h2>}
      <ul className="card-grid card-grid--3">
        {docs.map((doc) => (
          <li key={doc.id} className="card">
            {doc.publishedAt && block.family === 'resources' && (
              <p className="card__eyebrow">
                <time dateTime={doc.publishedAt}>{formatDate(doc.publishedAt)}</time>
              </p>
            )}
            <h3 className="card__title">
              <Link href={doc.path ?? '#'}>{doc.title}</Link>
            </h3>
            {doc.meta?.description && <p>{doc.meta.description}</p>}
          </li>
        ))}
      </ul>
      {block.paginate && <Pagination path={context.path} page={page} totalPages={totalPages} />}
    </div>
  )
}
