import type { CollectionConfig } from 'payload'

import { ANALYTICS_EVENT_KINDS } from '@/lib/tracking'

import { authenticated, isAdmin } from './shared/access'

/** Events from the analytics fallback (/api/s/p, /s/t, /s/i), when the analytics library is not loaded. */
export const AnalyticsEvents: CollectionConfig = {
  slug: 'analytics-events',
  labels: { singular: 'Analytics event', plural: 'Analytics events' },
  admin: {
    group: 'Analytics',
    useAsTitle: 'name',
    defaultColumns: ['kind', 'name', 'path', 'anonymousId', 'createdAt'],
    components: { beforeListTable: ['/src/components/admin/AnalyticsSummary#AnalyticsSummary'] },
  },
  access: { read: authenticated, create: () => false, update: () => false, delete: isAdmin },
  // Indexed by time (createdAt), type and anonymous id.
  fields: [
    { name: 'kind', type: 'select', required: true, index: true, options: ANALYTICS_EVENT_KINDS.map((value) => ({ value, label: value })) },
    { name: 'name', type: 'text', required: true, index: true },
    { name: 'anonymousId', type: 'text', index: true },
    { name: 'path', type: 'text' },
    { name: 'query', type: 'text' },
    { name: 'data', type: 'json' },
  ],
}
