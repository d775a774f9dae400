/**
 * A REST `where` clause checked against the fields it names before Payload turns it into SQL (issue 29):
 * Payload checks that a path exists and may be read, not that the operator suits the column or that the value
 * is one the column can hold, so `where[family][equals]=abc` (a value outside a select's options),
 * `where[id][contains]=abc` or `where[createdAt][like]=x` reached PostgreSQL and answered 500. Each is named
 * here with what is wrong; anything this does not know (a path Payload will refuse itself) goes on to Payload.
 * Pure: the fields come from the Payload config (src/api/restQueryGuard.ts maps them).
 */
export type QueryFieldKind =
  | 'number'
  | 'text'
  | 'select'
  | 'date'
  | 'checkbox'
  | 'relationship'
  /** A relationship to one of several collections: its value is `{ relationTo, value }`. */
  | 'polymorphic'
  | 'json'
  | 'point'
  | 'group'
  | 'array'
  | 'other'

export type QueryField = {
  name: string
  kind: QueryFieldKind
  /** A select's or radio group's values; a polymorphic relationship's collections. */
  options?: readonly string[]
  /** Whether it holds a list of values (Payload's `hasMany`): only then does `all` apply. */
  hasMany?: boolean
  /** A relationship's or upload's collection (one: a path may go on into its fields). */
  relationTo?: string
  /** A group's, named tab's or array's fields. */
  fields?: readonly QueryField[]
}

export type WhereProblem = { path: string; message: string }

/** Payload's operators (payload/dist/types/constants validOperators). */
export const WHERE_OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'within',
  'intersects',
  'near',
] as const
export type WhereOperator = (typeof WHERE_OPERATORS)[number]

const LISTS = new Set<WhereOperator>(['in', 'not_in', 'all'])
/** Operators Payload lists but its PostgreSQL adapter has no SQL for (@payloadcms/drizzle operatorMap): a TypeError, 500. */
const UNSUPPORTED = new Set<WhereOperator>(['all'])
const ORDER: WhereOperator[] = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT_MATCH: WhereOperator[] = ['like', 'not_like', 'contains']
const SAME: WhereOperator[] = ['equals', 'not_equals', 'in', 'not_in', 'exists']

/** The operators each kind of column takes (PostgreSQL refused the others: `integer ~~* unknown` and the like). */
const OPERATORS: Record<QueryFieldKind, ReadonlySet<WhereOperator>> = {
  number: new Set([...SAME, ...ORDER]),
  text: new Set([...SAME, ...ORDER, ...TEXT_MATCH]),
  select: new Set(SAME),
  date: new Set([...SAME, ...ORDER]),
  checkbox: new Set(['equals', 'not_equals', 'exists']),
  relationship: new Set(SAME),
  // Not as a whole (Payload's PostgreSQL adapter fails even on `exists`); `.value` and `.relationTo` compare (resolve below).
  polymorphic: new Set(),
  // A JSON column (blocks, rich text, json) as a whole: only whether it is there; paths inside it compare as text.
  json: new Set(['exists']),
  point: new Set(['equals', 'not_equals', 'exists', 'near', 'within', 'intersects']),
  group: new Set(),
  array: new Set(['exists']),
  other: new Set(WHERE_OPERATORS),
}
/** A path inside a JSON column (`layout.blockType`): compared as text, never ordered. */
const JSON_PATH_OPERATORS = new Set<WhereOperator>([...SAME, ...TEXT_MATCH])

const isOperator = (key: string): key is WhereOperator => (WHERE_OPERATORS as readonly string[]).includes(key)
const NUMBER = /^-?\d{1,15}(\.\d{1,15})?$/
/** What Payload lets into a query on a path inside a JSON column (@payloadcms/drizzle SAFE_STRING_REGEX), and not empty. */
const JSON_VALUE = /^[\w @.\-+:]+$/
const BOOLEAN = /^(true|false)$/

/** A list's items: written as `a,b` or as `[0]=a&[1]=b` (qs gives an array). */
const items = (value: string | unknown[]): unknown[] => (Array.isArray(value) ? value : value.split(','))

function valueProblem(field: QueryField, operator: WhereOperator, value: unknown, path: string, insideJson: boolean): WhereProblem | null {
  if (operator === 'exists') return typeof value === 'string' && BOOLEAN.test(value) ? null : { path, message: 'must be true or false' }
  if (field.kind === 'point' || field.kind === 'other') return null
  const list = LISTS.has(operator)
  if (!list && typeof value !== 'string') return { path, message: 'must be one value' }
  if (list && typeof value !== 'string' && !Array.isArray(value)) return { path, message: 'must be a list: a,b or [0]=a&[1]=b' }
  const values = list ? items(value as string | unknown[]) : [value]
  // An empty list reached SQL as `in ()`.
  if (list && !values.some((item) => item !== '')) return { path, message: 'must name at least one value' }
  for (const item of values) {
    if (typeof item !== 'string') return { path, message: 'must hold plain values' }
    if (insideJson) {
      if (!JSON_VALUE.test(item)) return { path, message: 'must be letters, digits, spaces or @ . - + : inside a JSON field' }
      continue
    }
    // An empty value is "no value" to Payload (null), which every column takes.
    if (item === '' || item === 'null') continue
    if ((field.kind === 'number' || field.kind === 'relationship') && !NUMBER.test(item)) return { path, message: 'must be a number' }
    if (field.kind === 'checkbox' && !BOOLEAN.test(item)) return { path, message: 'must be true or false' }
    if (field.kind === 'date' && Number.isNaN(Date.parse(item))) return { path, message: 'must be a date' }
    if (field.kind === 'select' && field.options && !field.options.includes(item)) {
      return { path, message: `must be one of ${field.options.slice(0, 20).join(', ')}` }
    }
  }
  return null
}

/**
 * The field a dotted path names, and whether the path went on inside a JSON column. Undefined when the path is not
 * one of these fields (Payload answers that itself, with 400).
 */
function resolve(
  fields: readonly QueryField[],
  path: string,
  collectionFields: (slug: string) => readonly QueryField[] | undefined,
): { field: QueryField; insideJson: boolean } | undefined {
  const [head, ...rest] = path.split('.')
  const field = fields.find((candidate) => candidate.name === head)
  if (!field) return undefined
  if (rest.length === 0) return { field, insideJson: false }
  if (field.kind === 'json') return { field, insideJson: true }
  if ((field.kind === 'group' || field.kind === 'array') && field.fields) return resolve(field.fields, rest.join('.'), collectionFields)
  if (field.kind === 'polymorphic') {
    const part = rest.join('.')
    if (part === 'value') return { field: { name: part, kind: 'number' }, insideJson: false }
    if (part === 'relationTo') return { field: { name: part, kind: 'select', options: field.options }, insideJson: false }
    // Payload cannot follow a path into a relationship to several collections ("Not supported", a 500).
    return { field: { name: part, kind: 'group' }, insideJson: false }
  }
  if (field.kind === 'relationship' && field.relationTo) {
    const related = collectionFields(field.relationTo)
    // `author.id` is the relationship's own value.
    if (rest.join('.') === 'id') return { field, insideJson: false }
    return related ? resolve(related, rest.join('.'), collectionFields) : undefined
  }
  return undefined
}

const MAX_DEPTH = 10

/**
 * The first problem in a parsed `where` (as Payload's qs parser reads `where[…]…`), or null. `and`/`or` hold
 * lists of clauses; every other key is a field path whose value maps operators to values.
 */
export function whereProblem(
  where: unknown,
  fields: readonly QueryField[],
  collectionFields: (slug: string) => readonly QueryField[] | undefined,
  at = 'where',
  depth = 0,
): WhereProblem | null {
  if (depth > MAX_DEPTH) return { path: at, message: 'is nested too deeply' }
  if (where === undefined) return null
  if (typeof where !== 'object' || where === null || Array.isArray(where)) return { path: at, message: 'must be written as where[field][operator]=value' }
  for (const [key, clause] of Object.entries(where)) {
    const path = `${at}[${key}]`
    if (key === 'and' || key === 'or') {
      if (typeof clause !== 'object' || clause === null) return { path, message: 'must hold clauses: [0][field][operator]=value' }
      for (const [index, inner] of Object.entries(clause)) {
        const problem = whereProblem(inner, fields, collectionFields, `${path}[${index}]`, depth + 1)
        if (problem) return problem
      }
      continue
    }
    if (typeof clause !== 'object' || clause === null || Array.isArray(clause)) return { path, message: 'must name an operator: [field][operator]=value' }
    const resolved = resolve(fields, key, collectionFields)
    for (const [operator, value] of Object.entries(clause)) {
      const operatorPath = `${path}[${operator}]`
      if (!isOperator(operator)) return { path: operatorPath, message: `is not an operator (${WHERE_OPERATORS.join(', ')})` }
      if (UNSUPPORTED.has(operator)) return { path: operatorPath, message: 'is not supported by this site’s database' }
      if (!resolved) continue
      const { field, insideJson } = resolved
      const allowed = insideJson ? JSON_PATH_OPERATORS : OPERATORS[field.kind]
      if (!allowed.has(operator)) return { path: operatorPath, message: `does not apply to this field (${[...allowed].join(', ') || 'none'})` }
      const problem = valueProblem(insideJson ? { name: key, kind: 'text' } : field, operator, value, operatorPath, insideJson)
      if (problem) return problem
    }
  }
  return null
}
