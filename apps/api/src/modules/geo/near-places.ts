import { NEAR_SUGGESTIONS_MAX } from '@app/contract/near'
import type { NearPlaceSuggestion } from '@app/contract/geo'
import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/client'
import { cities, districts, pinCodes, states } from '../../db/schema/index'

/**
 * The Near field's suggestions (issue 29, decision 057): only places with a known point, so
 * every suggestion can be searched. Towns carry their district and state (names repeat across
 * India), PIN codes their town and district.
 */

const limit = sql.raw(String(NEAR_SUGGESTIONS_MAX))
/** A town has a point when one of its PIN codes has (its point is their mean). */
const placed = sql`exists (select 1 from ${pinCodes} pc where pc.city_id = c.id and pc.latitude is not null)`

const townRows = (where: ReturnType<typeof sql>) =>
  sql`select null as near_pin, c.id as near_city_id,
      c.name || ', ' || d.name || ', ' || s.name as label
    from ${cities} c join ${districts} d on d.id = c.district_id join ${states} s on s.id = d.state_id
    where ${where} and ${placed}
    order by c.name, d.name, c.id limit ${limit}`

const pinRows = (where: ReturnType<typeof sql>) =>
  sql`select p.pin as near_pin, null::int as near_city_id,
      p.pin || ' · ' || coalesce(c.name || ', ', '') || d.name as label
    from ${pinCodes} p join ${districts} d on d.id = p.district_id
      left join ${cities} c on c.id = p.city_id
    where ${where} and p.latitude is not null
    order by p.pin limit ${limit}`

/** Suggestions for `q`, or the town `cityId` alone (NearPlacesQuerySchema: one of them). */
export async function nearPlaces(
  db: Tx,
  { q, city_id: cityId }: { q?: string | undefined; city_id?: number | undefined },
): Promise<NearPlaceSuggestion[]> {
  let query
  if (cityId !== undefined) query = townRows(sql`c.id = ${cityId}`)
  else if (/^\d{1,6}$/.test(q!)) query = pinRows(sql`p.pin like ${`${q}%`}`)
  else {
    const prefix = `${q!.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = townRows(sql`lower(c.name) like ${prefix}`)
  }
  return queryRows<NearPlaceSuggestion>(db, query)
}
