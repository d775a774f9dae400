/**
 * Seeding writes without revalidation (there is no Next cache to expire yet)
 * and without the per-document content check: documents link ahead to ones
 * created later, so the API tests check the seeded site as a whole instead.
 */
export const SEED_CONTEXT = { disableRevalidate: true, skipContentCheck: true }
