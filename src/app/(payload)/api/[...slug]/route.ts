/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import '@payloadcms/next/css'

// Payload's handlers, wrapped with this site's limits and guards (src/api/payloadRest.ts): if Payload regenerates
// this file, this one line is what to restore.
export { DELETE, GET, OPTIONS, PATCH, POST, PUT } from '@/api/payloadRest'
