import { notFound } from 'next/navigation'

import { CardEyebrow, CardTitle } from '@/components/Card'
import { formatDate } from '@/components/formatDate'
import { Link } from '@/components/Link'
import { Pagination } from '@/components/Pagination'
import { labelFromSlug } from '@/lib/pages'

import type { BlockProps } from '../types'
import styles from './styles.module.css'
import { listReleaseNotes } from '@/siteData'

export async function ReleaseNoteList({ block, context }: BlockProps<'releaseNoteList'>) {
  const page = block.paginate ? context.pageNumber : 1
  const { docs, totalPages } = await listReleaseNotes(page, block.limit)
  // A page past the list's last is no page: a 404 (which the page cache keeps in memory only), not an empty list.
  if (page > Math.max(1, totalPages)) notFound()
  return (
    <div className={styles.root}>
      {block.heading && <h2>{block.heading}</h2>}
      <ol className={styles.items}>
        {docs.map((note) => (
          <li key={note.id} className={styles.item}>
            <CardEyebrow>
              <time dateTime={note.releasedAt}>{formatDate(note.releasedAt)}</time> · {labelFromSlug(note.product)}
            </CardEyebrow>
            <CardTitle>
              <Link href={note.path ?? '#'}>{note.title}</Link>
            </CardTitle>
            <p>{note.summary}</p>
          </li>
        ))}
      </ol>
      {block.paginate && <Pagination path={context.path} page={page} totalPages={totalPages} />}
    </div>
  )
}
