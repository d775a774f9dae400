/**
 * Run in a child process by tests/api/optionalServices.test.ts: loads payload.config.ts with the
 * environment it was given and prints, as JSON, what the config made of it and which optional
 * packages are loaded.
 */
import { createRequire } from 'node:module'

import config from '../../payload.config'

const require = createRequire(import.meta.url)
const resolved = await config
const media = resolved.collections.find((collection) => collection.slug === 'media')
const loaded = Object.keys(require.cache)
const has = (name: string) => loaded.some((file) => file.includes(`/node_modules/${name}/`))
console.log(
  JSON.stringify({
    s3: (media?.upload as { disableLocalStorage?: boolean } | undefined)?.disableLocalStorage === true,
    email: resolved.email !== undefined,
    loaded: { awsSdk: has('@aws-sdk/client-s3'), nodemailer: has('nodemailer'), disposableDomains: has('disposable-email-domains') },
  }),
)
process.exit(0)
