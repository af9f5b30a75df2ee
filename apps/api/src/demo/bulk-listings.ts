import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../db/client'

export interface BulkOptions {
  /** Owners the listings are spread over. */
  ownerIds: number[]
  /** Cover image (and only attachment) of every listing. */
  image: string
  /** The newest listing's time; each next one is a few minutes older. */
  newest?: Date
}

/**
 * Adds `count` complete synthetic listings spread over every town in the geography, in four
 * set-based statements (the database derives the browse columns as for any other listing).
 * For load tests and the benchmark; the values are plausible, not curated.
 */
export async function seedBulkListings(db: Tx, count: number, options: BulkOptions) {
  const owners = sql.raw(`array[${options.ownerIds.map(Number).join(',')}]::int[]`)
  const newest = (options.newest ?? new Date()).toISOString()
  return db.transaction(async (tx) => {
    const [{ first }] = (await queryRows<{ first: number }>(
      tx,
      sql`
        with added as (
          insert into properties (user_id, name, description, type, length, width, height, image,
            created_at, docks, floor_load, power_kva, flooring, fire_noc, security_24x7, highway_km,
            verified_at)
          select
            (${owners})[1 + g % cardinality(${owners})],
            (case when g % 2 = 0 then 'Godown' else 'Warehouse' end) || ' unit ' || g,
            'Synthetic listing ' || g || ' for load tests: covered storage with road access, '
              || 'power backup and 24x7 security.',
            1 + g % 2,
            40 + (g * 37) % 260,
            30 + (g * 53) % 170,
            14 + (g * 11) % 30,
            ${options.image},
            ${newest}::timestamptz - make_interval(mins => g * 7),
            -- Warehouse specifications: some left out (null), as owners do.
            case when g % 5 = 0 then null else (g * 13) % 25 end,
            case when g % 6 = 0 then null else 1 + ((g * 17) % 90) / 10.0 end,
            case when g % 4 = 0 then null else 25 * (1 + (g * 29) % 60) end,
            (array['fm2', 'vdf', 'tremix', 'other'])[1 + g % 4],
            case when g % 7 = 0 then null else g % 3 <> 0 end,
            g % 2 = 0,
            case when g % 8 = 0 then null else ((g * 31) % 400) / 10.0 end,
            case when g % 9 = 0 then ${newest}::timestamptz end
          from generate_series(1, ${count}::int) g
          returning id
        )
        select min(id)::int as first from added`,
    )) as [{ first: number }]
    const range = sql`p.id >= ${first} and p.id < ${first} + ${count}::int`
    await tx.execute(sql`
      insert into property_prices (property_id, price, purchase_type, recuring_type, security_deposit)
      select p.id,
        case when p.id % 10 = 0 then 5000000 + (p.id::bigint * 7919) % 95000000
             else 8000 + (p.id::bigint * 7919) % 992000 end,
        case when p.id % 10 = 0 then 1 when p.id % 10 = 1 then 3 else 2 end,
        case when p.id % 10 = 0 then null else 4 end,
        case when p.id % 10 = 0 then null else 3 * (8000 + (p.id::bigint * 7919) % 992000) end
      from properties p where ${range}`)
    await tx.execute(sql`
      insert into attachments (property_id, img_url, name, order_number, attachment_type, size_bytes)
      select p.id, p.image, 'Front view', 1, 'image/jpeg', 0 from properties p where ${range}`)
    await tx.execute(sql`
      with towns as (
        select c.id as city_id, d.id as district_id, d.state_id, row_number() over (order by c.id) as n
        from cities c join districts d on d.id = c.district_id
      ),
      picks as (
        select p.id, 1 + (p.id::bigint * 2654435761) % (select count(*) from towns) as n
        from properties p where ${range}
      )
      insert into property_addresses (property_id, address, pin_code, phone_number, state_id, district_id, city_id,
        latitude, longitude)
      select k.id, 'Plot ' || (1 + k.id % 400) || ', Industrial Area', '400001',
        '9' || lpad(((k.id::bigint * 7919) % 1000000000)::text, 9, '0'),
        t.state_id, t.district_id, t.city_id,
        -- A point inside India's box, spread over it (the map's load), not the town's own.
        8 + ((k.id::bigint * 7919) % 2600) / 100.0, 69 + ((k.id::bigint * 104729) % 2700) / 100.0
      from picks k join towns t on t.n = k.n`)
    return count
  })
}
