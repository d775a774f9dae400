'use client'
import dynamic from 'next/dynamic'

/*
 * Every page is served by one route, so a client component imported
 * statically ships on every page. These are chunks of their own: rendered on
 * the server as usual, their code fetched only by pages that show them.
 */

export const LazySiteForm = dynamic(() => import('./forms/SiteForm.client').then((m) => m.SiteForm))
export const LazyVideoPlayer = dynamic(() => import('./media/VideoPlayer.client').then((m) => m.VideoPlayer))
/** Lottie animations; the player inside (lottie-web) is a further chunk, fetched when the animation nears the viewport. */
export const LazyLottiePlayer = dynamic(() => import('./media/LottiePlayer.client').then((m) => m.LottiePlayer))
/** Editors only (draft preview), never on a public page's first load. */
export const LazyAdminBar = dynamic(() => import('./admin/AdminBar.client').then((m) => m.AdminBar))
/** Documents only (customer stories, release notes). */
export const LazySocialShare = dynamic(() => import('./SocialShare.client').then((m) => m.SocialShare))
/** GrowthBook's provider and SDK (about 15 KB compressed): only pages with an island that reads a flag, and previews. */
export const LazyFlagsProvider = dynamic(() => import('./flags/FlagsProvider.client').then((m) => m.FlagsProvider))
