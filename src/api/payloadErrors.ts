/**
 * Payload's root afterError hook: its REST and GraphQL routes answer an error they did not foresee with
 * 500. A query PostgreSQL refused for its values (lib/db/refused.ts) is the client's mistake: 400, naming
 * no internals; a database that cannot be reached is 503, as the product's endpoints answer it.
 */
import type { AfterErrorHook } from 'payload'

import { isQueryRefused, isDatabaseUnavailable } from '@/lib/db/data'

const QUERY_REFUSED = 'The query does not fit the fields it names'
const UNAVAILABLE = 'The service is unavailable for a moment; try again shortly'

/**
 * Payload's own errors for a query it cannot build, thrown without a status (a 500): a bulk update or delete
 * without a `where` (a route reached with a key it does not read), a path its PostgreSQL adapter cannot follow.
 */
const unbuildableQuery = (error: Error) => error.name === 'APIError' && /^(Missing 'where' query|Not supported$)/.test(error.message)

export const answerClientErrors: AfterErrorHook = ({ error, graphqlResult }) => {
  const status = isQueryRefused(error) || unbuildableQuery(error) ? 400 : isDatabaseUnavailable(error) ? 503 : undefined
  if (!status) return
  const message = status === 400 ? QUERY_REFUSED : UNAVAILABLE
  const name = status === 400 ? 'QueryError' : 'ServiceUnavailable'
  if (graphqlResult) return { graphqlResult: { ...graphqlResult, message, extensions: { ...graphqlResult.extensions, name, statusCode: status } } }
  return { status, response: { errors: [{ name, message }] } }
}
