import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client'
import { users } from '../../src/db/schema/index'
import { freshDatabase } from '../helpers/app'

/** Bad states must be unstorable: the database refuses them whatever the code does. */
describe('database constraints', () => {
  let database: Database
  beforeAll(async () => {
    database = await freshDatabase()
  })
  afterAll(() => database.close())

  const user = (n: number, extra: Partial<typeof users.$inferInsert> = {}) => ({
    firstName: 'Asha',
    email: `asha${n}@example.in`,
    phoneNumber: `98765432${String(n).padStart(2, '0')}`,
    passwordHash: 'x',
    ...extra,
  })

  it('refuses a negative wallet balance', async () => {
    await expect(database.db.insert(users).values(user(1, { credits: -1 }))).rejects.toThrow()
  })

  it('refuses a second account with the same e-mail or phone number', async () => {
    await database.db.insert(users).values(user(2))
    await expect(
      database.db.insert(users).values(user(3, { email: 'asha2@example.in' })),
    ).rejects.toThrow()
    await expect(
      database.db.insert(users).values(user(4, { phoneNumber: '9876543202' })),
    ).rejects.toThrow()
  })

  it('refuses malformed phone numbers and mixed-case e-mails', async () => {
    await expect(
      database.db.insert(users).values(user(5, { phoneNumber: '12345' })),
    ).rejects.toThrow()
    await expect(
      database.db.insert(users).values(user(6, { email: 'Asha6@Example.in' })),
    ).rejects.toThrow()
  })

  it('refuses a payment whose amount does not match its credits, and a second unlock of a pair', async () => {
    const [u] = await database.db.insert(users).values(user(7)).returning({ id: users.id })
    await expect(
      database.db.execute(
        sql`insert into payment_orders (user_id, provider, provider_order_id, amount_paise, credits) values (${u!.id}, 'sandbox', 'order_1', 500, 10)`,
      ),
    ).rejects.toThrow()
    const property = await database.db.execute(
      sql`insert into properties (user_id, name, type) values (${u!.id}, 'Bhiwandi godown', 1) returning id`,
    )
    const propertyId = (property as unknown as { rows: { id: number }[] }).rows[0]!.id
    await database.db.execute(
      sql`insert into unlocks (user_id, property_id, credits_spent) values (${u!.id}, ${propertyId}, 50)`,
    )
    await expect(
      database.db.execute(
        sql`insert into unlocks (user_id, property_id, credits_spent) values (${u!.id}, ${propertyId}, 50)`,
      ),
    ).rejects.toThrow()
  })

  it('refuses unknown property types, purchase types and completion levels', async () => {
    const [u] = await database.db.insert(users).values(user(8)).returning({ id: users.id })
    await expect(
      database.db.execute(
        sql`insert into properties (user_id, name, type) values (${u!.id}, 'x', 3)`,
      ),
    ).rejects.toThrow()
    await expect(
      database.db.execute(
        sql`insert into properties (user_id, name, type, completion_level) values (${u!.id}, 'x', 1, 5)`,
      ),
    ).rejects.toThrow()
  })
})
