import { randomInt } from 'node:crypto'
import { request, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { newPerson, registerWith, type Person } from './accounts'
import { expect, test } from './fixtures'

/**
 * People who act through the API (not the page) in a journey, each from an address of its own:
 * a new account, logged in, and a call helper carrying its token.
 */
export interface ApiPerson {
  person: Person
  api: APIRequestContext
  token: string
  call(method: 'get' | 'post', url: string, data?: object): Promise<unknown>
  dispose(): Promise<void>
}

function separateClient() {
  return request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`,
    },
  })
}

async function signIn(api: APIRequestContext, login: string, password: string) {
  const res = await api.post('/api/login', { data: { email_or_phone: login, password } })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()).data.token as string
}

function personWith(person: Person, api: APIRequestContext, token: string): ApiPerson {
  const authorization = `Bearer ${token}`
  return {
    person,
    api,
    token,
    async call(method, url, data) {
      const res = await api[method](`/api/${url}`, { data, headers: { authorization } })
      expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true)
      return res.json()
    },
    dispose: () => api.dispose(),
  }
}

/** Registers a new account (1 seeker, 2 owner) through the API and logs it in. */
export async function newApiPerson(name: string, userType: 1 | 2 = 1): Promise<ApiPerson> {
  const api = await separateClient()
  const person = newPerson(name)
  await registerWith(api, person, userType)
  return personWith(person, api, await signIn(api, person.email, person.password))
}

/** An existing account (the demo admin, say), logged in through the API. */
export async function existingApiPerson(login: string, password: string): Promise<ApiPerson> {
  const api = await separateClient()
  const person = { first_name: login, email: login, phone_number: '', password }
  return personWith(person, api, await signIn(api, login, password))
}

/** A real JPEG for a cover image. */
async function coverPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#1f4e79"/>
    <rect x="120" y="220" width="560" height="300" fill="#d9d4c7"/>
    <polygon points="100,230 400,110 700,230" fill="#8a3b2e"/></svg>`
  return {
    name: 'cover.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer(),
  }
}

/** Bhiwandi, Thane, Maharashtra: a PIN the geography data has. */
const PIN = '421302'

/** What a journey may set on a listing beyond the defaults. */
export interface ListingOptions {
  /** Step 1's fields (specifications such as docks, power_kva, fire_noc), as form values. */
  step1?: Record<string, string>
  /** The rent (₹ a fortnight); 145,000 by default. */
  price?: number
  /** 1 sale, 2 rent (default), 3 lease. */
  purchaseType?: 1 | 2 | 3
  /** The recurrence (RECURING_TYPE); fortnightly (3) by default, none for a sale. */
  recuring?: number
  /** The security deposit (₹); none by default. */
  deposit?: number
}

/**
 * A complete, published listing of `owner`, made through the owner calls the wizard uses
 * (step 1 with a cover, price, a second picture, address). Answers its id.
 */
export async function publishListingViaApi(
  owner: ApiPerson,
  name: string,
  options: ListingOptions = {},
): Promise<number> {
  const authorization = `Bearer ${owner.token}`
  const created = await owner.api.post('/api/properties-create-byagent', {
    headers: { authorization },
    multipart: {
      name,
      type: '2',
      length: '120',
      width: '80',
      height: '32',
      description: 'Ground floor warehouse with two loading docks, 24x7 security and wide access.',
      ...options.step1,
      image: await coverPhoto(),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).data.id as number
  await owner.call('post', 'propertyprice', {
    property_id: id,
    price: options.price ?? 145000,
    purchase_type: options.purchaseType ?? 2,
    ...(options.purchaseType !== 1 && { recuring_type: options.recuring ?? 3 }),
    ...(options.deposit !== undefined && { security_deposit: options.deposit }),
  })
  const attached = await owner.api.post('/api/propertyAttachment', {
    headers: { authorization },
    multipart: { property_id: String(id), name: 'Front view', img_url: await coverPhoto() },
  })
  expect(attached.ok(), await attached.text()).toBe(true)
  const place = (await (await owner.api.get(`/api/pincode/${PIN}`)).json()).data
  await owner.call('post', 'address', {
    property_id: id,
    state_id: place.state_id,
    district_id: place.district_id,
    city_id: place.city_id,
    pin_code: PIN,
    address: 'Gala 7, Vadpe village, Mumbai–Nashik Highway',
    phone_number: owner.person.phone_number,
  })
  return id
}

const DEMO_ADMIN = { login: 'admin@demo.godownhub.in', password: 'demo-admin' }

/**
 * A published listing of a new owner, and a new seeker holding `spare` credits over its unlock
 * cost (given by the demo admin; none when `spare` is negative).
 */
export async function listingAndSeeker(name: string, spare: number) {
  const [owner, seeker, admin] = await Promise.all([
    newApiPerson('Kiran Owner', 2),
    newApiPerson('Asha Seeker'),
    existingApiPerson(DEMO_ADMIN.login, DEMO_ADMIN.password),
  ])
  const id = await publishListingViaApi(owner, name)
  const view = (await seeker.call('get', `property/view?property_id=${id}`)) as {
    data: { unlock_cost: number }
  }
  const cost = view.data.unlock_cost
  if (spare >= 0) {
    const found = (await admin.call(
      'get',
      `admin/users?q=${encodeURIComponent(seeker.person.email)}`,
    )) as { data: { id: number }[] }
    await admin.call('post', `admin/users/${found.data[0]!.id}/credits`, {
      credits: cost + spare,
      reason: 'Credits for the phone journey',
    })
  }
  return { id, cost, owner, seeker, people: [owner, seeker, admin] as ApiPerson[] }
}
