'use client'
import dynamic from 'next/dynamic'

/**
 * The video player as a chunk of its own: rendered on the server as usual, its
 * code fetched only by pages that show a video (every page shares one route,
 * so a static import would ship it everywhere).
 */
export const LazyVideoPlayer = dynamic(() => import('./VideoPlayer.client').then((m) => m.VideoPlayer))
