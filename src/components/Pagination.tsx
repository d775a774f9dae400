import { pageHref } from '@/lib/pages'

type Props = { path: string; page: number; totalPages: number }

export function Pagination({ path, page, totalPages }: Props) {
  if (totalPages <= 1) return null
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1)
  return (
    <nav className="pagination" aria-label="Pagination">
      {page > 1 && (
        <a href={pageHref(path, page - 1)} rel="prev">
          Previous
        </a>
      )}
      <ol>
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <a href={pageHref(path, n)} aria-label={`Page ${n}`}>
                {n}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page < totalPages && (
        <a href={pageHref(path, page + 1)} rel="next">
          Next
        </a>
      )}
    </nav>
  )
}
