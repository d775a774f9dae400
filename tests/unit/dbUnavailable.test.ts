import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from '@/lib/db/unavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset socket', withCode('read ECONNRESET', 'ECONNRESET')],
    ['an administrator shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection failure SQLSTATE', withCode('connection failure', '08006')],
    ['pg’s pool message', new Error('Connection terminated unexpectedly')],
    ['an ORM error caused by a refused socket', new Error('Failed query: select 1', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
    ['a database that stopped answering (pg’s query_timeout)', new Error('Failed query: select 1', { cause: new Error('Query read timeout') })],
    ['a statement cancelled by statement_timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['an AggregateError of refused addresses', Object.assign(new AggregateError([withCode('x', 'ECONNREFUSED')], 'all failed'))],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })

  it('stops on a cause cycle', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const b = new Error('b', { cause: a })
    a.cause = b
    expect(isDatabaseUnavailable(a)).toBe(false)
  })
})
