import type { Metadata } from 'next'

import { HeroText } from '@/components/HeroBand'
import { NotFoundShell } from '@/components/views/NotFoundView'

import { SEARCH_PATH } from '@/lib/search'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/**
 * What a page's render shows when it finds nothing after all (a list's later page that does not exist, a page
 * unpublished while it rendered). Next puts this tree into every page's payload, as the layout's fallback, so it is
 * kept to a heading and two links (issue 34: the full 404 view with its search and popular pages was 4 KB of every
 * page's HTML). An address no page has gets the full view: the unrouted handler answers with `/_not-found`, which is
 * global-not-found.tsx.
 */
export default function NotFound() {
  return (
    <NotFoundShell>
      <HeroText>
        <a href={SEARCH_PATH}>Search the site</a> or start from <a href="/">the home page</a>.
      </HeroText>
    </NotFoundShell>
  )
}
