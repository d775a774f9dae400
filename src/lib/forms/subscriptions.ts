/** The e-mail lists a visitor can join (spec §7: subprocessor and release-notes subscriptions). */
export const SUBSCRIPTION_LISTS = {
  subprocessors: { label: 'Subprocessor updates', endpoint: '/subprocessor-subscription' },
  'release-notes': { label: 'Release notes', endpoint: '/release-notes-subscription' },
} as const

export type SubscriptionList = keyof typeof SUBSCRIPTION_LISTS
export const SUBSCRIPTION_LIST_NAMES = Object.keys(SUBSCRIPTION_LISTS) as SubscriptionList[]

/** One address, one row: addresses compare case-insensitively. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}
