import type { Metadata } from 'next'

import { NotFoundView } from '@/components/views/NotFoundView'

import FrontendLayout from './(frontend)/layout'
import { DEFAULT_BRAND } from '@/lib/design'

export const metadata: Metadata = { title: `Page not found | ${DEFAULT_BRAND}`, robots: { index: false } }

/** Paths outside every route: the same 404 page, in the same document shell. */
export default function GlobalNotFound() {
  return (
    <FrontendLayout>
      <NotFoundView />
    </FrontendLayout>
  )
}
