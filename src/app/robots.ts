import type { MetadataRoute } from 'next'

import { env } from '@/lib/config/data'
import { robotsRules } from '@/lib/seo'

export default function robots(): MetadataRoute.Robots {
  return robotsRules(env.appEnv, env.siteUrl)
}
