import { expect, afterAll, beforeAll } from 'vitest'
import { insertAttachments } from '../../../src/modules/owner/repository'
import { makeUser } from '../../helpers/listings'
import { imagePart, ownerTestApp, send, type Method, type SendOptions } from './owner-calls'

export type WizardApp = Awaited<ReturnType<typeof ownerTestApp>>
export type Owner = { id: number; token: string }

/**
 * The listing wizard's calls for one test file: starts the owner test app with one owner
 * (handed to `started`) and closes it after the file.
 */
export function wizardTests(started: (s: { t: WizardApp; owner: Owner }) => void) {
  let t: WizardApp | undefined
  let owner: Owner | undefined
  const app = () => t!

  beforeAll(async () => {
    t = await ownerTestApp()
    owner = await makeUser(t.db, 2)
    started({ t, owner })
  })
  afterAll(() => t?.close())

  const call = (method: Method, url: string, options: SendOptions = {}) =>
    send(app().app, method, `/api/${url}`, { token: owner!.token, ...options })

  const details = async (id: number, token = owner!.token) => {
    const res = await send(
      app().app,
      'GET',
      `/api/agents-properties-FullDetails?property_id=${id}`,
      { token },
    )
    expect(res.statusCode, res.body).toBe(200)
    return res.json().property_details
  }

  async function createDraft(name = 'Godown on the Nashik highway') {
    const res = await call('POST', 'properties-create-byagent', {
      form: {
        fields: { name, type: 1, length: 120, width: 80, height: 24, user_id: 1 },
        files: [await imagePart()],
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().data.id as number
  }

  /** The ids of every listing a seeker can browse, and of the home page's latest. */
  async function market(token: string) {
    const browse = await send(app().app, 'GET', '/api/agents-propertys?limit=50', { token })
    const latest = await send(app().app, 'POST', '/api/properties', { json: { limit: 6 } })
    return {
      browse: browse.json().data.map((c: { id: number }) => c.id) as number[],
      latest: latest.json().data.map((c: { id: number }) => c.id) as number[],
    }
  }

  const attach = (propertyId: number) =>
    insertAttachments(app().db, propertyId, [
      {
        imgUrl: 'images/00000000-0000-4000-8000-000000000009.jpg',
        name: 'Front',
        orderNumber: 1,
        attachmentType: 'image/jpeg',
        sizeBytes: 0,
      },
    ])

  return { call, details, createDraft, market, attach }
}
