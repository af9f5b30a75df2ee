import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../helpers/app'
import { ManualClock } from '../../helpers/clock'
import { PLACES, seedPlaces } from '../../helpers/listings'
import { startHttpStub } from '../../helpers/mail'
import { MINUTE, PUBLIC_URL, world, type TestApp } from './world'

/**
 * With MSG91 as the messenger (SMS only, every text a DLT template), an alert is texted through
 * its own template, MSG91_ALERT_TEMPLATE_ID, with the search's name, the count and the link;
 * without that template no alert is attempted.
 */
const MSG91 = {
  OTP_DELIVERY: 'msg91',
  MSG91_AUTH_KEY: 'test-auth-key-0042',
  MSG91_TEMPLATE_ID: 'tmpl-otp-01',
}

describe('saved-search alerts by MSG91', () => {
  let stub: Awaited<ReturnType<typeof startHttpStub>>
  const clock = new ManualClock('2026-03-10T05:00:00.000Z')
  let t: TestApp
  let bare: TestApp
  beforeAll(async () => {
    stub = await startHttpStub()
    t = await createTestApp({
      clock,
      env: { ...MSG91, MSG91_URL: stub.url, MSG91_ALERT_TEMPLATE_ID: 'tmpl-alert-07' },
    })
    bare = await createTestApp({ clock, env: { ...MSG91, MSG91_URL: stub.url } })
    await seedPlaces(t.database.db)
    await seedPlaces(bare.database.db)
  })
  afterAll(async () => {
    await t?.close()
    await bare?.close()
    await stub?.close()
  })

  it('texts the alert through its template with the name, count and link', async () => {
    const w = world(() => t, clock)
    const seeker = await w.seeker()
    const owner = (await w.owner()).id
    const filters = { purchase_type: 2, city_id: PLACES.bhiwandi.id, q: 'zqsmsalert' }
    expect((await w.save(seeker.token, { name: 'Bhiwandi rent', filters })).statusCode).toBe(200)
    clock.advance(MINUTE)
    await w.published(owner, { name: 'Godown zqsmsalert one', purchaseType: 2 })
    await w.published(owner, { name: 'Godown zqsmsalert two', purchaseType: 2 })
    const before = stub.requests.length
    const round = await w.round()
    expect(round).toMatchObject({ ran: true, summary: { sent: 1, errors: 0 } })
    expect(stub.requests).toHaveLength(before + 1)
    const body = JSON.parse(stub.requests.at(-1)!.body)
    expect(body).toEqual({
      template_id: 'tmpl-alert-07',
      short_url: '0',
      recipients: [
        {
          mobiles: expect.stringMatching(/^91[0-9]{10}$/),
          name: 'Bhiwandi rent',
          count: '2',
          link: `${PUBLIC_URL}/property?q=zqsmsalert&city_id=${PLACES.bhiwandi.id}&purchase_type=2`,
        },
      ],
    })
  })

  it('sends nothing without an alert template (MSG91 texts only templates)', async () => {
    const w = world(() => bare, clock)
    const seeker = await w.seeker()
    const owner = (await w.owner()).id
    const filters = { q: 'zqnotemplate' }
    expect((await w.save(seeker.token, { name: 'Anything', filters })).statusCode).toBe(200)
    clock.advance(MINUTE)
    await w.published(owner, { name: 'Godown zqnotemplate', purchaseType: 2 })
    const before = stub.requests.length
    expect(await w.round()).toMatchObject({ ran: true, summary: { hits: 1, sent: 0, errors: 0 } })
    expect(stub.requests).toHaveLength(before)
  })
})
