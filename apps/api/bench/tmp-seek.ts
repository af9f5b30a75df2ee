import { Placeholder, sql } from 'drizzle-orm'
import { PAGE_SIZE } from '@app/contract/constants'
import { defaultSort, ListingQuerySchema } from '@app/contract/listing'
import { openDatabase, queryRows } from '../src/db/client'
import { browseWhere } from '../src/modules/listings/filters'
import { AFTER_ID, AFTER_KEY, PAGE_OFFSET, PAGE_ROWS } from '../src/modules/listings/order'
import { browseQuery, walkMarks } from '../src/modules/listings/repository'

const database = await openDatabase({ url: process.env.DATABASE_URL })
const db = database.db
const cases: Record<string, Record<string, string | number>> = {
  none: {},
  specs: { min_height: 30, min_docks: 10, fire_noc: 'true' },
  price: { min_price: 100_000, max_price: 600_000, sort: 'rate_asc' },
  area: { min_area: 10_000, sort: 'area_desc' },
  keyword: { q: 'Andhra Pradesh', min_docks: 5, sort: 'price_asc' },
}
for (const [label, raw] of Object.entries(cases)) {
  const parsed = ListingQuerySchema.parse(raw)
  const query = { ...parsed, sort: parsed.sort ?? defaultSort(parsed.q) }
  const { where, values } = browseWhere(query)
  const marks = await walkMarks(db, query, query.sort, undefined, 100, 5)
  const mark = marks[4]!
  const q = browseQuery(db, where, query.sort, true)
  const { sql: text, params } = q.toSQL()
  const all = { ...values, [AFTER_KEY]: mark.key, [AFTER_ID]: mark.id, [PAGE_OFFSET]: 99, [PAGE_ROWS]: PAGE_SIZE + 1 }
  const args = params.map((p) => {
    const v = p instanceof Placeholder ? all[p.name] : p
    if (v === null || v === undefined) return 'null'
    if (typeof v === 'number' || typeof v === 'boolean') return String(v)
    return `'${String(v).replaceAll("'", "''")}'`
  })
  await db.execute(sql.raw(`prepare p_${label} as ${text}`))
  for (let i = 0; i < 6; i++) await db.execute(sql.raw(`execute p_${label}(${args.join(',')})`))
  const rows = await queryRows<Record<string, string>>(db, sql.raw(`explain (analyze, buffers) execute p_${label}(${args.join(',')})`))
  console.log(`== ${label}\n` + rows.map((r) => Object.values(r)[0]).join('\n'))
}
await database.close()
