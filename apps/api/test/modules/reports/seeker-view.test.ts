import { REPORT_WINDOW_DAYS } from '@app/contract/constants'
import { PropertyViewResponseSchema } from '@app/contract/listing'
import { UnlockedPageSchema } from '@app/contract/wallet'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { unlocks } from '../../../src/db/schema/index'
import { get } from '../../helpers/auth'
import { reportTests } from './suite'
import { DAY, type TestApp, type User } from './world'

/** Reports: what the seeker sees of them, and the owner's response score on the detail. */

let t: TestApp
let owner: User
let admin: User
const { clock, w, filed } = reportTests((s) => ({ t, owner, admin } = s))


describe('what the seeker sees: the detail and Unlocked Properties', () => {
  it('shows until when they may report and their latest report, to them only', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const [unlock] = await w
      .db()
      .select({ createdAt: unlocks.createdAt })
      .from(unlocks)
      .where(eq(unlocks.userId, seeker.id))
    const until = new Date(unlock!.createdAt.getTime() + REPORT_WINDOW_DAYS * DAY).toISOString()

    const before = PropertyViewResponseSchema.parse((await w.view(seeker, place)).json())
    expect(before.data.my_report).toEqual({ reportable_until: until, report: null })
    const report = await filed(seeker, place, 'already_let')
    const after = PropertyViewResponseSchema.parse((await w.view(seeker, place)).json())
    expect(after.data.my_report).toEqual({
      reportable_until: until,
      report: {
        id: report.id,
        status: 'open',
        reason: 'already_let',
        resolution: null,
        created_at: clock.now().toISOString(),
      },
    })
    for (const user of [owner, admin, await w.seekerWhoUnlocked()]) {
      const view = PropertyViewResponseSchema.parse((await w.view(user, place)).json())
      expect(view.data.my_report).toBeUndefined()
    }

    const list = UnlockedPageSchema.parse(
      (await get(t.app, '/api/unlocked-properties', seeker)).json(),
    )
    expect(list.data).toHaveLength(1)
    expect(list.data[0]!.report).toEqual(after.data.my_report)
    await w.resolve(admin, report.id, { action: 'reject' })
    const closed = UnlockedPageSchema.parse(
      (await get(t.app, '/api/unlocked-properties', seeker)).json(),
    )
    expect(closed.data[0]!.report!.report).toMatchObject({ status: 'rejected', resolution: 'reject' })
  })

  it('reads each unlocked item’s report in the one statement of the page', async () => {
    const places = [await w.listing(owner.id), await w.listing(owner.id), await w.listing(owner.id)]
    const seeker = await w.seekerWhoUnlocked(...places)
    await filed(seeker, places[0]!, 'misleading')
    await filed(seeker, places[2]!, 'already_let')
    const list = UnlockedPageSchema.parse(
      (await get(t.app, '/api/unlocked-properties', seeker)).json(),
    )
    const byId = new Map(list.data.map((item) => [item.property_id, item.report]))
    expect(byId.get(places[0]!)!.report!.reason).toBe('misleading')
    expect(byId.get(places[1]!)!.report).toBeNull()
    expect(byId.get(places[2]!)!.report!.reason).toBe('already_let')
  })
})

describe("the owner's response score on the detail", () => {
  /** `count` seekers unlock one of `ownerId`'s listings each; answers the reports' ids. */
  async function unlocksOf(ownerId: number, count: number) {
    const places: number[] = []
    const seekers: User[] = []
    for (let i = 0; i < count; i++) {
      const place = await w.listing(ownerId)
      places.push(place)
      seekers.push(await w.seekerWhoUnlocked(place))
    }
    return { places, seekers }
  }

  it('is 80% with 5 unlocks of which 1 was refunded, over the last 90 days', async () => {
    const scored = await w.owner()
    const { places, seekers } = await unlocksOf(scored.id, 5)
    const report = await filed(seekers[0]!, places[0]!, 'misleading')
    await w.resolve(admin, report.id, { action: 'refund' })
    // An unlock older than the window counts for nothing, refunded or not.
    const old = await w.listing(scored.id)
    const oldSeeker = await w.seekerWhoUnlocked(old)
    await w
      .db()
      .update(unlocks)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(eq(unlocks.userId, oldSeeker.id))

    const viewer = await w.seekerWhoUnlocked()
    const view = PropertyViewResponseSchema.parse((await w.view(viewer, places[1]!)).json())
    expect(view.data.owner_score).toEqual({ percent: 80, unlocks: 5 })
  })

  it('is not shown below 5 unlocks', async () => {
    const scored = await w.owner()
    const { places } = await unlocksOf(scored.id, 4)
    const viewer = await w.seekerWhoUnlocked()
    const view = PropertyViewResponseSchema.parse((await w.view(viewer, places[0]!)).json())
    expect(view.data.owner_score).toBeNull()
  })
})
