import { OWNER_TEXTS } from '@app/contract/owner-texts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../../src/db/schema/index'
import { listing } from '../../helpers/listings'
import { wizardTests, type Owner, type WizardApp } from './wizard'
import { send } from './owner-calls'

/** Deleting an owner's listing. */

let t: WizardApp
let owner: Owner
const { call, createDraft, details } = wizardTests((s) => ({ t, owner } = s))

describe('deleting', () => {
  it('deletes an unfinished draft with its files and gives the bytes back', async () => {
    const bytes = async () =>
      (await t.db.select({ b: users.storageBytes }).from(users).where(eq(users.id, owner.id)))[0]!.b
    const before = await bytes()
    const id = await createDraft('Draft to delete')
    const { image } = await details(id)
    expect(await bytes()).toBeGreaterThan(before)

    const res = await call('DELETE', `properties/${id}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ success: true, message: OWNER_TEXTS.draftDeleted })
    expect(await t.app.storage.exists(image)).toBe(false)
    expect(await bytes()).toBe(before)
    const gone = await send(t.app, 'GET', `/api/agents-properties-FullDetails?property_id=${id}`, {
      token: owner.token,
    })
    expect(gone.statusCode).toBe(404)
  })

  it('refuses to delete a complete listing with 409', async () => {
    const id = await listing(t.db, owner.id)
    const res = await call('DELETE', `properties/${id}`)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: OWNER_TEXTS.onlyDraftsDeleted })
  })
})
