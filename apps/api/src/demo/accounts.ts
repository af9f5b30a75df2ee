import { count, inArray } from 'drizzle-orm'
import { USER_TYPE } from '@app/contract/auth-texts'
import { hashPassword } from '../lib/password'
import type { Db } from '../db/client'
import { users } from '../db/schema/index'
import { moveCredits } from '../modules/wallet'

/** Credits the demo seeker starts with, enough to unlock a few listings. */
export const DEMO_SEEKER_CREDITS = 500

export interface DemoLogin {
  role: string
  name: string
  email: string
  phone: string
  password: string
}

/** Documented in the README; for local trials only (DEMO_DATA is off in production). */
export const DEMO_LOGINS: (DemoLogin & { userType: number; credits: number })[] = [
  {
    role: 'seeker',
    name: 'Priya Nair',
    email: 'seeker@demo.godownhub.in',
    phone: '9000000001',
    password: 'demo-seeker',
    userType: USER_TYPE.seeker,
    credits: DEMO_SEEKER_CREDITS,
  },
  {
    role: 'owner',
    name: 'Rajesh Logistics Parks',
    email: 'owner@demo.godownhub.in',
    phone: '9000000002',
    password: 'demo-owner',
    userType: USER_TYPE.owner,
    credits: 0,
  },
  {
    role: 'owner',
    name: 'Sunita Warehousing Co.',
    email: 'owner2@demo.godownhub.in',
    phone: '9000000003',
    password: 'demo-owner',
    userType: USER_TYPE.owner,
    credits: 0,
  },
  {
    role: 'admin',
    name: 'Site Admin',
    email: 'admin@demo.godownhub.in',
    phone: '9000000099',
    password: 'demo-admin',
    userType: USER_TYPE.admin,
    credits: 0,
  },
]

const publicLogin = ({ role, name, email, phone, password }: DemoLogin): DemoLogin => ({
  role,
  name,
  email,
  phone,
  password,
})

/**
 * On a database with no accounts at all, creates the demo seeker (with credits, recorded in the
 * ledger), two owners and an admin. Any existing account means a real installation: nothing is
 * added. Returns the demo logins that exist afterwards (so they can be printed at every start).
 */
export async function seedDemoAccounts(db: Db): Promise<DemoLogin[]> {
  const [existing] = await db.select({ n: count() }).from(users)
  if (existing!.n > 0) {
    const demo = DEMO_LOGINS.map((d) => d.email)
    const found = await db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, demo))
    const emails = new Set(found.map((u) => u.email))
    return DEMO_LOGINS.filter((d) => emails.has(d.email)).map(publicLogin)
  }
  const rows = await Promise.all(
    DEMO_LOGINS.map(async (d) => ({
      firstName: d.name,
      email: d.email,
      phoneNumber: d.phone,
      passwordHash: await hashPassword(d.password),
      userType: d.userType,
      credits: d.credits,
    })),
  )
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(rows.map((row) => ({ ...row, credits: 0 })))
      .returning({ id: users.id })
    for (const [i, user] of created.entries()) {
      const credits = rows[i]!.credits
      if (credits === 0) continue
      await moveCredits(tx, {
        userId: user.id,
        credits,
        kind: 'demo_grant',
        reference: `demo_grant:${user.id}`,
      })
    }
  })
  return DEMO_LOGINS.map(publicLogin)
}
