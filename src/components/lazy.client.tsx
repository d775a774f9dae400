'use client'
import dynamic from 'next/dynamic'
import { lazy, Suspense } from 'react'

import { nearIsland } from './islands/NearIsland.client'
import type { LottiePlayerProps } from './media/LottiePlayer.client'
import type { VideoPlayerProps } from './media/VideoPlayer.client'

/*
 * Every page is served by one route, so a client component imported
 * statically ships on every page. These are chunks of their own: rendered on
 * the server as usual, their code fetched only by pages that show them.
 */

/**
 * A form's code is fetched as it nears the viewport (or a visitor reaches it): most forms sit at the foot of a page
 * (the resources' sign-up is 6,400 px down on a phone). Typed early, the fields keep their values (uncontrolled, read
 * at submit); the button waits, disabled, until the form has hydrated (SubmitButton).
 */
export const LazySiteForm = nearIsland(() => import('./forms/SiteForm.client').then((m) => m.SiteForm))

/*
 * The media players are React.lazy chunks, not next/dynamic: Turbopack's loadable
 * manifest (Next 16.4.5) names a chunk it never writes for these two, so every
 * page showing one preloaded a 404. Inside Suspense the server's HTML stays until the chunk arrives.
 */
const VideoPlayerChunk = lazy(() => import('./media/VideoPlayer.client').then((m) => ({ default: m.VideoPlayer })))
const LottiePlayerChunk = lazy(() => import('./media/LottiePlayer.client').then((m) => ({ default: m.LottiePlayer })))

export function LazyVideoPlayer(props: VideoPlayerProps) {
  return (
    <Suspense fallback={null}>
      <VideoPlayerChunk {...props} />
    </Suspense>
  )
}

/** Lottie animations; the player inside (lottie-web) is a further chunk, fetched when the animation nears the viewport. */
export function LazyLottiePlayer(props: LottiePlayerProps) {
  return (
    <Suspense fallback={null}>
      <LottiePlayerChunk {...props} />
    </Suspense>
  )
}
/** Editors only (draft preview), never on a public page's first load. */
export const LazyAdminBar = dynamic(() => import('./admin/AdminBar.client').then((m) => m.AdminBar))
/** Documents only (customer stories, release notes). */
export const LazySocialShare = dynamic(() => import('./SocialShare.client').then((m) => m.SocialShare))
/** GrowthBook's provider and SDK (about 15 KB compressed): only pages with an island that reads a flag, and previews. */
export const LazyFlagsProvider = dynamic(() => import('./flags/FlagsProvider.client').then((m) => m.FlagsProvider))
/** The third-party script loader (with next/script): only on a site that configures a script. */
export const LazyThirdPartyScripts = dynamic(() => import('./tracking/ThirdPartyScripts.client').then((m) => m.ThirdPartyScripts))
