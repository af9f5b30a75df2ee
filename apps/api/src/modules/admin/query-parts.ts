import { getTableName, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { properties, users } from '../../db/schema/index'

/* Pieces of the admin console's queries (the *-repository.ts files; every caller is an admin). */

export interface Page {
  offset: number
  limit: number
}

/**
 * A table's id spelled out for correlated subqueries: Drizzle may write a column unqualified
 * inside selected SQL, and inside a subquery over another table a bare `id` would be that one's.
 */
const idOf = (table: PgTable) => sql`${sql.identifier(getTableName(table))}.${sql.identifier('id')}`
export const propertyId = idOf(properties)
export const userId = idOf(users)

/** `%text%` for ILIKE, with the pattern characters of the text matched as themselves. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/** A correlated count: `fromWhere` is the subquery's `from ... where ...`. */
export const countOf = (fromWhere: SQL) => sql<number>`(select count(*)::int ${fromWhere})`

/** A listing's or an order's owner, as the console shows them. */
export const owner = {
  id: users.id,
  name: users.firstName,
  phone_number: users.phoneNumber,
  email: users.email,
}
