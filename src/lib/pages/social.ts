/** The social networks the footer links to (spec §2), with their display names. */
export const SOCIAL_NETWORKS = { linkedin: 'LinkedIn', twitter: 'Twitter', facebook: 'Facebook' } as const
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS
export const SOCIAL_NETWORK_NAMES = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]

/** Each network's share dialog for an address (and a title where the network takes one). */
export function shareUrl(network: SocialNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url)
  switch (network) {
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
  }
}
