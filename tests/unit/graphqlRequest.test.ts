import { describe, expect, it } from 'vitest'

import { readGraphqlRequest } from '@/lib/requests/graphqlRequest'

const read = (body: unknown) => readGraphqlRequest(typeof body === 'string' ? body : JSON.stringify(body))
const signIns = (query: string) => {
  const result = read({ query })
  if (!result.ok) throw new Error(result.problem.message)
  return result.signIns
}
const LOGIN = 'loginUser(email: "a@b.co", password: "x") { token }'

describe('a GraphQL request read before Payload runs it (lib/requests/graphqlRequest)', () => {
  it('refuses what is not a request: not JSON, no document, a document that does not parse, a fragment cycle', () => {
    const problem = (body: unknown) => {
      const result = read(body)
      return result.ok ? null : result.problem.path
    }
    expect(problem('not json')).toBe('body')
    expect(problem('[1]')).toBe('body')
    expect(problem({})).toBe('query')
    expect(problem({ query: '{ a ' })).toBe('query')
    expect(problem({ query: '{ a }', variables: 'x' })).toBe('variables')
    expect(problem({ query: '{ a }', operationName: 3 })).toBe('operationName')
    expect(problem({ query: 'query { ...A } fragment A on Query { ...A }' })).toBe('query')
    expect(problem({ query: 'query { ...A } fragment A on Query { b { ...B } } fragment B on B { ... on B { ...A } }' })).toBe('query')
    expect(problem({ query: 'x'.repeat(20_001) })).toBe('query')
    expect(problem({ query: '{ Pages { docs { title } } }', variables: null, operationName: null })).toBeNull()
  })

  it('counts every loginUser a mutation asks for: escaped, aliased, in fragments', () => {
    expect(signIns(`mutation { ${LOGIN} }`)).toBe(1)
    // \u006c is "l": the JSON text never says loginUser, the document does.
    expect(readGraphqlRequest(`{"query": "mutation { \\u006coginUser(email: \\"a@b.co\\", password: \\"x\\") { token } }"}`)).toMatchObject({
      ok: true,
      signIns: 1,
    })
    expect(signIns(`mutation { ${Array.from({ length: 50 }, (_, i) => `a${i}: ${LOGIN}`).join(' ')} }`)).toBe(50)
    expect(signIns(`mutation { ...F ...F } fragment F on Mutation { ${LOGIN} }`)).toBe(2)
    expect(signIns(`mutation { ... on Mutation { ${LOGIN} } }`)).toBe(1)
    // A query cannot sign in; a field of that name deeper down is not the mutation.
    expect(signIns('query { loginUser }')).toBe(0)
    expect(signIns('mutation { updateUser(id: 1, data: {}) { loginUser } }')).toBe(0)
  })
})
