/** The social networks the footer links to (spec §2), with their display names. */
export const SOCIAL_NETWORKS = { linkedin: 'LinkedIn', twitter: 'Twitter', facebook: 'Facebook' } as const
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS
export const SOCIAL_NETWORK_NAMES = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]
