import { parse } from 'qs-esm'
import { describe, expect, it } from 'vitest'

import { whereProblem, WHERE_OPERATORS, type QueryField } from '@/lib/requests/restWhere'

const authors: QueryField[] = [
  { name: 'id', kind: 'number' },
  { name: 'name', kind: 'text' },
]
const pages: QueryField[] = [
  { name: 'id', kind: 'number' },
  { name: 'title', kind: 'text' },
  { name: 'family', kind: 'select', options: ['products', 'solutions'] },
  { name: 'createdAt', kind: 'date' },
  { name: 'noindex', kind: 'checkbox' },
  { name: 'layout', kind: 'json' },
  { name: 'author', kind: 'relationship', relationTo: 'authors' },
  { name: 'seo', kind: 'group', fields: [{ name: 'title', kind: 'text' }] },
  { name: 'items', kind: 'array', fields: [{ name: 'rank', kind: 'number' }] },
]
const lookup = (slug: string) => (slug === 'authors' ? authors : undefined)
/** As Payload reads the query string (createPayloadRequest's qs options). */
const problem = (query: string) => {
  const { where } = parse(query, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as { where?: unknown }
  return whereProblem(where, pages, lookup)?.path ?? null
}

describe('a REST where clause checked against its fields (lib/requests/restWhere)', () => {
  it('names the values and operators PostgreSQL refused with 500 (issue 29)', () => {
    expect(problem('where[family][equals]=abc')).toBe('where[family][equals]')
    expect(problem('where[id][contains]=abc')).toBe('where[id][contains]')
    expect(problem('where[title][near]=1,2')).toBe('where[title][near]')
    expect(problem('where[createdAt][like]=%25')).toBe('where[createdAt][like]')
    expect(problem('where[id][equals][a]=1')).toBe('where[id][equals]')
    expect(problem('where[layout][like]=x')).toBe('where[layout][like]')
    expect(problem('where[layout.blockType][greater_than]=x')).toBe('where[layout.blockType][greater_than]')
    expect(problem('where[id][bogus]=1')).toBe('where[id][bogus]')
    expect(problem('where[title]=x')).toBe('where[title]')
    expect(problem('where[noindex][equals]=maybe')).toBe('where[noindex][equals]')
    expect(problem('where[createdAt][greater_than]=yesterday')).toBe('where[createdAt][greater_than]')
    expect(problem('where[author][equals]=abc')).toBe('where[author][equals]')
    expect(problem('where[author.name][greater_than]=a&where[author.id][equals]=x')).toBe('where[author.id][equals]')
    expect(problem('where[items.rank][equals]=x')).toBe('where[items.rank][equals]')
    expect(problem('where[title][exists]=maybe')).toBe('where[title][exists]')
    expect(problem('where[or][0][family][in]=products,nope')).toBe('where[or][0][family][in]')
    expect(problem('where[and]=x')).toBe('where[and]')
  })

  it('lets every query that fits its fields through, and leaves unknown paths to Payload', () => {
    for (const good of [
      'where[family][equals]=products',
      'where[family][in]=products,solutions',
      'where[family][in][0]=products&where[family][in][1]=solutions',
      'where[id][in]=1,2,3',
      'where[id][greater_than]=4',
      'where[title][like]=voice',
      'where[title][contains]=AI&where[title][not_equals]=x',
      'where[createdAt][greater_than]=2026-01-01',
      'where[noindex][equals]=false',
      'where[layout][exists]=true',
      'where[layout.blockType][equals]=hero',
      'where[author][equals]=7',
      'where[author.name][like]=ann',
      'where[seo.title][like]=x',
      'where[items.rank][less_than]=3',
      'where[or][0][title][equals]=x&where[or][1][and][0][id][equals]=2',
      'where[family][equals]=',
      'where[nonexistent][equals]=1',
      '',
    ])
      expect(problem(good), good).toBeNull()
  })

  it('knows every operator Payload has, and refuses nesting past its depth', () => {
    expect(WHERE_OPERATORS).toHaveLength(16)
    let deep: unknown = { id: { equals: '1' } }
    for (let i = 0; i < 12; i++) deep = { or: [deep] }
    expect(whereProblem(deep, pages, lookup)?.message).toMatch(/nested too deeply/)
  })
})

describe('lists, several-valued fields and JSON paths (found by tests/api/hostileRequests)', () => {
  const withMany: QueryField[] = [...pages, { name: 'tags', kind: 'select', options: ['a', 'b'], hasMany: true }]
  const check = (query: string) => {
    const { where } = parse(query, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as { where?: unknown }
    return whereProblem(where, withMany, lookup)?.path ?? null
  }
  it('refuses `all` (PostgreSQL’s adapter has no SQL for it), and takes a list only with a value in it', () => {
    expect(check('where[title][all]=x')).toBe('where[title][all]')
    expect(check('where[tags][all]=a,b')).toBe('where[tags][all]')
    expect(check('where[tags][in]=a,b')).toBeNull()
    expect(check('where[family][in][]=')).toBe('where[family][in]')
    expect(check('where[family][not_in][a]=products')).toBe('where[family][not_in]')
  })
  it('compares a relationship to several collections by its value or collection only', () => {
    const linked: QueryField[] = [{ name: 'to', kind: 'group', fields: [{ name: 'reference', kind: 'polymorphic', options: ['pages', 'posts'] }] }]
    const at = (query: string) => {
      const { where } = parse(query, { depth: 10, ignoreQueryPrefix: true }) as { where?: unknown }
      return whereProblem(where, linked, lookup)?.path ?? null
    }
    expect(at('where[to.reference][in]=1,2')).toBe('where[to.reference][in]')
    expect(at('where[to.reference][exists]=true')).toBe('where[to.reference][exists]')
    expect(at('where[to.reference.value][equals]=3')).toBeNull()
    expect(at('where[to.reference.value][equals]=x')).toBe('where[to.reference.value][equals]')
    expect(at('where[to.reference.relationTo][equals]=pages')).toBeNull()
    expect(at('where[to.reference.relationTo][equals]=users')).toBe('where[to.reference.relationTo][equals]')
    expect(at('where[to.reference.title][equals]=x')).toBe('where[to.reference.title][equals]')
  })
  it('lets into a JSON path only what Payload can write into a JSON query', () => {
    expect(check('where[layout.blockType][in][]=')).toBe('where[layout.blockType][in]')
    expect(check('where[layout.blockType][contains]=')).toBe('where[layout.blockType][contains]')
    expect(check('where[layout.blockType][equals]=%C3%A9')).toBe('where[layout.blockType][equals]')
    expect(check('where[layout.blockType][in]=hero,cardGrid')).toBeNull()
    expect(check('where[layout.blockType][like]=card grid')).toBeNull()
  })
})
