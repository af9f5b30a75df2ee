import type { FastifySchemaCompiler } from 'fastify'

type Validator = ReturnType<FastifySchemaCompiler<unknown>>
type Outcome = ReturnType<Validator>

/** Distinct query strings a route keeps the parsed form of; the memo starts over past it. */
export const QUERY_MEMO_ENTRIES = 256

/**
 * A validator compiler that remembers, per route, what the query string's schema made of each
 * query it accepted: a browse page asked for again (the busiest request there is) skips Zod,
 * which was about 12% of its CPU (docs/performance.md). The query schemas are pure functions of
 * their input (no defaults drawn from the clock, no refinements that read anything else), so
 * the remembered answer is the one Zod would give. Each request gets its own shallow copy;
 * rejected queries are never remembered (Zod says why each time). Bodies, params and headers go
 * to `compile` as before.
 */
export function memoizeQueries<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route)
    if (route.httpPart !== 'querystring') return validate
    const memo = new Map<string, Record<string, unknown>>()
    return (data: unknown): Outcome => {
      const key = JSON.stringify(data)
      const known = memo.get(key)
      if (known) return { value: { ...known } }
      const result = validate(data) as { value?: unknown; error?: unknown }
      const value = result.value
      if (!result.error && value !== null && typeof value === 'object' && !Array.isArray(value)) {
        if (memo.size >= QUERY_MEMO_ENTRIES) memo.clear()
        memo.set(key, { ...(value as Record<string, unknown>) })
      }
      return result as Outcome
    }
  }
}
