import { Placeholder, sql } from 'drizzle-orm'
import { queryRows, type Db } from '../src/db/client'

/**
 * The plan PostgreSQL reuses for a prepared statement (a generic plan: values unknown), which is
 * how the API runs its browse queries. For the plan tests and the bench's EXPLAIN.
 */
let checks = 0

export async function genericPlan(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
  values: Record<string, unknown>,
) {
  const { sql: text, params } = query.toSQL()
  const args = params.map((param) => {
    const value = param instanceof Placeholder ? values[param.name] : param
    if (value === null || value === undefined) return 'null'
    if (typeof value === 'number' || typeof value === 'boolean') return String(value)
    return `'${String(value).replaceAll("'", "''")}'`
  })
  // A name of its own: the connection may hold the app's prepared statements, which stay.
  const name = `plan_check_${++checks}`
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare ${name} as ${text}`))
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`)
    const rows = await queryRows<Record<string, string>>(
      tx,
      sql.raw(`explain execute ${name}${args.length ? `(${args.join(', ')})` : ''}`),
    )
    await tx.execute(sql.raw(`deallocate ${name}`))
    return rows.map((r) => Object.values(r)[0]).join('\n')
  })
}
