import { describe, expect, it } from 'vitest'

import { isQueryRefused } from '@/lib/db/refused'

describe('a query PostgreSQL refused for its values (lib/db/refused)', () => {
  const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), { code }) })
  it('reads the SQLSTATE through the cause chain and GraphQL’s originalError', () => {
    for (const code of ['22P02', '22007', '22003', '42883', '42804']) expect(isQueryRefused(wrapped(code)), code).toBe(true)
    expect(isQueryRefused({ message: 'graphql', originalError: wrapped('22P02') })).toBe(true)
  })
  it('is not an outage, a constraint or a bug', () => {
    for (const code of ['08006', '57P01', '23505', '42P01', 'ECONNREFUSED']) expect(isQueryRefused(wrapped(code)), code).toBe(false)
    expect(isQueryRefused(new TypeError('x is not a function'))).toBe(false)
    expect(isQueryRefused(undefined)).toBe(false)
  })
})
