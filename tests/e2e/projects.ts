/**
 * The browser suite's two projects. A marketer's session in the admin is the heaviest thing the suite does (Payload's
 * admin in Chromium, its server functions on the app): two at once beside the app and PostgreSQL on the CI machine's
 * two cores (load 6) drew rows, fields and saves late enough to fail a different admin test in each of four fresh-clone
 * runs (sessions 17–18). So the visitor's specs run first, two at a time; then the admin's, one at a time
 * (scripts/test.ts runs the two projects in turn).
 */
export const SITE_PROJECT = 'site'
export const ADMIN_PROJECT = 'admin'

/** The specs that sign in to the admin (tests/unit/e2eProjects.test.ts checks that every such spec is listed). */
export const ADMIN_SPECS = [
  'adminBuilder',
  'adminDialogs',
  'canvas',
  'deliveries',
  'editor',
  'experimentResults',
  'longPage',
  'newcomer',
  'priceList',
  'releases',
  'reusableSections',
  'testVariant',
] as const

/** Matches the admin's spec files (playwright's testMatch / testIgnore). */
export const ADMIN_SPEC_FILES = new RegExp(`/(${ADMIN_SPECS.join('|')})\\.spec\\.ts$`)
