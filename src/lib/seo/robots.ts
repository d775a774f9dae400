import type { MetadataRoute } from 'next'

import type { AppEnv } from '../config'

/** Paths no crawler needs: the admin, the API, editors' preview and the block styleguide. */
export const DISALLOWED_PATHS = ['/admin', '/api', '/preview', '/styleguide'] as const

/** Production allows crawling except the private paths; every other environment disallows everything. */
export function robotsRules(appEnv: AppEnv, siteUrl: string): MetadataRoute.Robots {
  if (appEnv !== 'production') return { rules: [{ userAgent: '*', disallow: '/' }] }
  return { rules: [{ userAgent: '*', allow: '/', disallow: [...DISALLOWED_PATHS] }], sitemap: `${siteUrl}/sitemap.xml` }
}
