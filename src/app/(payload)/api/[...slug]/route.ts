/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { guardPayloadWrites } from '@/api/payloadGuard'
import { guardRestPath, guardRestQuery } from '@/api/restQueryGuard'
import { limitSignInFailures } from '@/api/signInLimit'

// Wrapped (kept by hand when Payload regenerates this file): bodies are read within their size limit and
// visitors' writes limited; malformed query strings answer 400, not Payload's 500; failed sign-ins are limited.
export const GET = guardRestQuery(REST_GET(config))
export const POST = guardPayloadWrites(limitSignInFailures(guardRestQuery(REST_POST(config))))
export const DELETE = guardPayloadWrites(guardRestQuery(REST_DELETE(config)))
export const PATCH = guardPayloadWrites(guardRestQuery(REST_PATCH(config)))
export const PUT = guardPayloadWrites(guardRestQuery(REST_PUT(config)))
export const OPTIONS = guardRestPath(REST_OPTIONS(config))
