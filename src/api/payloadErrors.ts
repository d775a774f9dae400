/**
 * Payload's root afterError hook: its REST and GraphQL routes answer an error they did not foresee with
 * 500. A query PostgreSQL refused for its values (lib/db/refused.ts) is the client's mistake: 400, naming
 * no internals; a database that cannot be reached is 503, as the product's endpoints answer it.
 */
import type { AfterErrorHook } from 'payload'

import { isQueryRefused } from '@/lib/db/refused'
import { isDatabaseUnavailable } from '@/lib/db/unavailable'

const QUERY_REFUSED = 'The query does not fit the fields it names'
const UNAVAILABLE = 'The service is unavailable for a moment; try again shortly'

/** Payload's bulk update or delete without a `where` (a route reached with a key it does not read) throws a 500. */
const missingWhere = (error: Error) => error.name === 'APIError' && /^Missing 'where' query/.test(error.message)

export const answerClientErrors: AfterErrorHook = ({ error, graphqlResult }) => {
  const status = isQueryRefused(error) || missingWhere(error) ? 400 : isDatabaseUnavailable(error) ? 503 : undefined
  if (!status) return
  const message = status === 400 ? QUERY_REFUSED : UNAVAILABLE
  const name = status === 400 ? 'QueryError' : 'ServiceUnavailable'
  if (graphqlResult) return { graphqlResult: { ...graphqlResult, message, extensions: { ...graphqlResult.extensions, name, statusCode: status } } }
  return { status, response: { errors: [{ name, message }] } }
}
