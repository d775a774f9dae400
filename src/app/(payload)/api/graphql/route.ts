/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */

// Payload's handler, wrapped with this site's limits (src/api/payloadGraphql.ts): if Payload regenerates this
// file, this one line is what to restore.
export { OPTIONS, POST } from '@/api/payloadGraphql'
