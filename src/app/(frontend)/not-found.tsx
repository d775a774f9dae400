import type { Metadata } from 'next'

import { NotFoundView } from '@/components/views/NotFoundView'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

export default NotFoundView
