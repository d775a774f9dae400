'use client'
import dynamic from 'next/dynamic'

/**
 * The site form as a chunk of its own: rendered on the server as usual, its
 * code fetched only by pages that show a form (every page shares one route,
 * so a static import would ship it everywhere).
 */
export const LazySiteForm = dynamic(() => import('./SiteForm.client').then((m) => m.SiteForm))
