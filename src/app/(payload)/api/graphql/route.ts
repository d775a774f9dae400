/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardPayloadWrites } from '@/api/payloadGuard'
import { limitSignInFailures } from '@/api/signInLimit'

// Wrapped (kept by hand when Payload regenerates this file): the body is read within its size limit and
// visitors' writes limited; loginUser counts towards the sign-in limit.
export const POST = guardPayloadWrites(limitSignInFailures(GRAPHQL_POST(config)))

export const OPTIONS = REST_OPTIONS(config)
