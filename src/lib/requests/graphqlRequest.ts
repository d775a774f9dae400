/**
 * A GraphQL request body read as Payload's GraphQL route will read it (graphql-http: a JSON object with
 * `query`, optional `variables` and `operationName`), before it runs (issue 29): a body that is not one, a
 * document that does not parse and fragments that spread themselves answered 500 (the last overflowed the
 * stack in the complexity rule before graphql's own cycle check ran). It also counts the sign-ins the
 * document asks for, however they are spelled (escapes are gone once the JSON is parsed) or aliased, through
 * fragments and inline fragments, so the sign-in limit counts attempts, not requests.
 */
import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql'

export type GraphqlRequest = { ok: true; document: DocumentNode; signIns: number } | { ok: false; problem: { path: string; message: string } }

/** Payload's sign-in mutation for its auth collection (`users`). */
export const SIGN_IN_FIELD = 'loginUser'
/** Far above any query this site's clients write; a document longer than this is refused before it is parsed. */
export const MAX_QUERY_LENGTH = 20_000

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The first fragment that spreads itself (directly or through others), or undefined. */
export function fragmentCycle(fragments: ReadonlyMap<string, FragmentDefinitionNode>): string | undefined {
  const spreads = (set: SelectionSetNode, into: string[] = []): string[] => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) into.push(selection.name.value)
      else if (selection.selectionSet) spreads(selection.selectionSet, into)
    }
    return into
  }
  const done = new Set<string>()
  const visit = (name: string, path: Set<string>): string | undefined => {
    if (path.has(name)) return name
    if (done.has(name)) return undefined
    const fragment = fragments.get(name)
    if (!fragment) return undefined
    path.add(name)
    for (const next of spreads(fragment.selectionSet)) {
      const cycle = visit(next, path)
      if (cycle) return cycle
    }
    path.delete(name)
    done.add(name)
    return undefined
  }
  for (const name of fragments.keys()) {
    const cycle = visit(name, new Set())
    if (cycle) return cycle
  }
  return undefined
}

/** How many times the document's mutations select `field` at their top level (fragments expanded, aliases ignored). */
function countTopLevelFields(document: DocumentNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, field: string): number {
  const count = (set: SelectionSetNode, seen: ReadonlySet<string>): number =>
    set.selections.reduce((total, selection) => {
      if (selection.kind === Kind.FIELD) return total + (selection.name.value === field ? 1 : 0)
      if (selection.kind === Kind.INLINE_FRAGMENT) return total + count(selection.selectionSet, seen)
      const fragment = fragments.get(selection.name.value)
      // A fragment spread twice signs in twice; a cycle was refused before this runs.
      return fragment && !seen.has(fragment.name.value) ? total + count(fragment.selectionSet, new Set([...seen, fragment.name.value])) : total
    }, 0)
  return document.definitions.reduce(
    (total, definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'mutation' ? total + count(definition.selectionSet, new Set()) : total,
    0,
  )
}

export function readGraphqlRequest(text: string): GraphqlRequest {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, problem: { path: 'body', message: 'must be JSON: {"query": "…", "variables": {…}}' } }
  }
  if (!isObject(body)) return { ok: false, problem: { path: 'body', message: 'must be a JSON object with a query' } }
  const { query, variables, operationName } = body
  if (typeof query !== 'string' || !query.trim()) return { ok: false, problem: { path: 'query', message: 'must be a GraphQL document' } }
  if (query.length > MAX_QUERY_LENGTH) return { ok: false, problem: { path: 'query', message: `must be at most ${MAX_QUERY_LENGTH} characters` } }
  if (variables !== undefined && variables !== null && !isObject(variables)) return { ok: false, problem: { path: 'variables', message: 'must be an object' } }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return { ok: false, problem: { path: 'operationName', message: 'must be a string' } }
  }
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: 5_000 })
  } catch (error) {
    return { ok: false, problem: { path: 'query', message: `does not parse: ${error instanceof Error ? error.message.slice(0, 200) : 'syntax error'}` } }
  }
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const cycle = fragmentCycle(fragments)
  if (cycle) return { ok: false, problem: { path: 'query', message: `fragment ${cycle} spreads itself` } }
  return { ok: true, document, signIns: countTopLevelFields(document, fragments, SIGN_IN_FIELD) }
}
