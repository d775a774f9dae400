import type { MetadataRoute } from 'next'

import { env } from '@/lib/config/env'
import { robotsRules } from '@/lib/seo/robots'

export default function robots(): MetadataRoute.Robots {
  return robotsRules(env.appEnv, env.siteUrl)
}
