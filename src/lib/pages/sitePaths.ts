/**
 * The pages the code itself links to (a "talk to us" line, the sign-up flow,
 * the fraud script's page). They are documents an editor could move; these
 * are the addresses the seed gives them, in one place.
 */
export const SITE_PATHS = {
  signUp: '/sign-up',
  contactSales: '/contact-us',
} as const
