import { COMPLETION_LEVEL, LISTING_TEXTS } from '@app/contract/listing-texts'
import type {
  AddressListQuery,
  CreateAddressBody,
  CreatedProperty,
  CreatePriceBody,
  CreatePropertyBody,
  FullDetails,
  LeadsQuery,
  OwnerAddress,
  PageQuery,
  PropertyStatusBody,
  UpdateAddressBody,
  UpdatePriceBody,
  UpdatePropertyBody,
} from '@app/contract/owner'
import { OWNER_TEXTS, type ListingStatus } from '@app/contract/owner-texts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, Tx } from '../../db/client'
import { conflict, notFound, validationFailed } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { FormFile } from '../../lib/multipart'
import { pageOf } from '../../lib/page'
import type { AuthUser } from '../../lib/sessions'
import { findPinCode } from '../geo/repository'
import { toPrice, toSpecs } from '../listings/present'
import { assertMayCreate, managedProperty } from './access'
import * as repo from './repository'
import { SPEC_COLUMNS } from './repository'
import {
  chargeUpload,
  discardUpload,
  releaseUpload,
  storeCoverImage,
  storeFireNocCertificate,
  type StoredUpload,
  type UploadDeps,
} from './uploads'

/**
 * The owner's side of a listing (spec 001; API.md "Owners"): the wizard's four steps, the edit
 * modal, My Properties, leads and market status. Every call on an existing property goes through
 * access.ts (404 missing, 403 someone else's, admins excepted); writes lock the property row so
 * concurrent changes to one listing queue up. Slow work (re-encoding images, storage deletes) runs
 * outside transactions: images are stored before and discarded when the transaction fails; the
 * files a change forgets are removed after it commits.
 */

export interface OwnerDeps {
  db: Db
  uploads: UploadDeps
  clock: Clock
  log: FastifyBaseLogger
}

type Asker = AuthUser

/** 404/403 before a form is read: nobody streams a file at a property they may not change. */
export async function assertManages(db: Tx, user: Asker, propertyId: number) {
  await managedProperty(db, user, propertyId)
}

/**
 * Step 1: a new property with its cover image (required here; 422 under `image` otherwise) and,
 * optionally, its warehouse specifications and fire NOC certificate (a certificate means a fire
 * NOC unless the form says otherwise).
 */
export async function createProperty(
  deps: OwnerDeps,
  user: Asker,
  body: CreatePropertyBody,
  image: FormFile,
  certificate?: FormFile,
) {
  assertMayCreate(user)
  const uploads = await storeAll(deps, user.id, image, certificate)
  try {
    const id = await deps.db.transaction(async (tx) => {
      for (const upload of uploads.all) await chargeUpload(tx, deps.uploads, user.id, upload)
      return repo.insertProperty(tx, {
        userId: user.id,
        name: body.name,
        type: body.type,
        length: body.length ?? null,
        width: body.width ?? null,
        description: body.description ?? null,
        ...definedOnly(specValues(body, uploads.certificate !== undefined)),
        image: uploads.image!.path,
        fireNocFile: uploads.certificate?.path ?? null,
      })
    })
    return { id, name: body.name }
  } catch (err) {
    await discardAll(deps, uploads.all)
    throw err
  }
}

/**
 * Step 1 again or the edit modal: the given fields change, the rest stay. A new `image` replaces
 * the cover, a new certificate the old one; the replaced files go after the change commits
 * (unless something still shows them). Changing a specification (to another value) or the
 * certificate of a verified listing clears its verification in the same transaction: the badge
 * stands for documents an admin checked, and these are no longer the ones checked.
 */
export async function updateProperty(
  deps: OwnerDeps,
  user: Asker,
  propertyId: number,
  body: UpdatePropertyBody,
  image: FormFile | undefined,
  certificate?: FormFile,
) {
  // The quota files count against is the owner's, also when an admin uploads them.
  const uploads =
    image || certificate
      ? await storeAll(
          deps,
          (await managedProperty(deps.db, user, propertyId)).userId,
          image,
          certificate,
        )
      : { all: [] }
  let changed: { ownerId: number; forgotten: string[] }
  try {
    changed = await deps.db.transaction(async (tx) => {
      const property = await managedProperty(tx, user, propertyId, { lock: true })
      for (const upload of uploads.all)
        await chargeUpload(tx, deps.uploads, property.userId, upload)
      const before = await repo.specState(tx, propertyId)
      const specs = definedOnly(specValues(body, uploads.certificate !== undefined))
      const specChanged =
        uploads.certificate !== undefined ||
        SPEC_COLUMNS.some((k) => specs[k] !== undefined && specs[k] !== before[k])
      await repo.updateProperty(
        tx,
        propertyId,
        {
          ...definedOnly({
            name: body.name,
            type: body.type,
            length: body.length,
            width: body.width,
            description: body.description,
            image: uploads.image?.path,
            fireNocFile: uploads.certificate?.path,
          }),
          ...specs,
          ...(specChanged && before.verifiedAt ? { verifiedAt: null } : {}),
        },
        deps.clock.now(),
      )
      const replaced = [
        uploads.image && property.image,
        uploads.certificate && before.fireNocFile,
      ].filter((p): p is string => typeof p === 'string')
      return { ownerId: property.userId, forgotten: await repo.unreferenced(tx, replaced) }
    })
  } catch (err) {
    await discardAll(deps, uploads.all)
    throw err
  }
  await releaseAll(deps, changed.ownerId, changed.forgotten)
}

/**
 * DELETE properties/{id}: only an unfinished draft that nobody unlocked (a listing that was on
 * the market is marked let / sold instead, and unlockers keep what they paid for). Its files go
 * after the delete commits, and their bytes return to the owner's quota.
 */
export async function deleteDraft(deps: OwnerDeps, user: Asker, propertyId: number) {
  const { ownerId, forgotten } = await deps.db.transaction(async (tx) => {
    const property = await managedProperty(tx, user, propertyId, { lock: true })
    const state = await repo.marketState(tx, propertyId)
    if (state.completionLevel === COMPLETION_LEVEL.complete || state.unlocked) {
      throw conflict(OWNER_TEXTS.onlyDraftsDeleted)
    }
    const files = await repo.filesOf(tx, propertyId)
    await repo.deleteProperty(tx, propertyId)
    return { ownerId: property.userId, forgotten: await repo.unreferenced(tx, files) }
  })
  await releaseAll(deps, ownerId, forgotten)
}

/** Step 2: the property's price record (one per property: 409 when it has one). */
export async function createPrice(db: Db, user: Asker, body: CreatePriceBody) {
  const id = await db.transaction(async (tx) => {
    await managedProperty(tx, user, body.property_id, { lock: true })
    if (await repo.hasPrice(tx, body.property_id)) throw conflict(OWNER_TEXTS.priceExists)
    return repo.insertPrice(tx, body.property_id, priceValues(body))
  })
  return toPrice((await repo.priceById(db, id))!)
}

/**
 * Step 2 again or the edit modal's pricing: price and purchase type as given; recurring type and
 * deposit change when given. A complete listing stays complete (the triggers refresh its browse
 * columns).
 */
export async function updatePrice(db: Db, user: Asker, priceId: number, body: UpdatePriceBody) {
  return db.transaction(async (tx) => {
    const propertyId = await repo.propertyOfPrice(tx, priceId)
    if (propertyId === undefined) throw notFound(OWNER_TEXTS.priceNotFound)
    await managedProperty(tx, user, propertyId, { lock: true })
    assertSameProperty(body.property_id, propertyId)
    const values = priceValues(body)
    return toPrice(await repo.updatePrice(tx, priceId, definedOnly(values)))
  })
}

/** Step 4: the property's address (one per property: 409 when it has one). */
export async function createAddress(db: Db, user: Asker, body: CreateAddressBody) {
  await managedProperty(db, user, body.property_id)
  const values = await addressValues(db, body)
  const id = await db.transaction(async (tx) => {
    await managedProperty(tx, user, body.property_id, { lock: true })
    if (await repo.hasAddress(tx, body.property_id)) throw conflict(OWNER_TEXTS.addressExists)
    return repo.insertAddress(tx, body.property_id, {
      ...values,
      phoneNumber: body.phone_number ?? null,
    })
  })
  return (await repo.addressById(db, id))! satisfies OwnerAddress
}

/** Step 4 again or the edit modal's address: the place, PIN and street as given. */
export async function updateAddress(
  db: Db,
  user: Asker,
  addressId: number,
  body: UpdateAddressBody,
) {
  const propertyId = await repo.propertyOfAddress(db, addressId)
  if (propertyId === undefined) throw notFound(OWNER_TEXTS.addressNotFound)
  await managedProperty(db, user, propertyId)
  assertSameProperty(body.property_id, propertyId)
  const values = await addressValues(db, body)
  await db.transaction(async (tx) => {
    await managedProperty(tx, user, propertyId, { lock: true })
    // The address may have gone with its property in the meantime.
    if ((await repo.propertyOfAddress(tx, addressId)) !== propertyId) {
      throw notFound(OWNER_TEXTS.addressNotFound)
    }
    await repo.updateAddress(
      tx,
      addressId,
      definedOnly({ ...values, phoneNumber: body.phone_number }),
    )
  })
  return (await repo.addressById(db, addressId))! satisfies OwnerAddress
}

/** GET agents-properties-FullDetails: the owner's and admins' whole view of a property. */
export async function fullDetails(db: Tx, user: Asker, propertyId: number): Promise<FullDetails> {
  await managedProperty(db, user, propertyId)
  const row = await repo.fullDetails(db, propertyId)
  if (!row) throw notFound(LISTING_TEXTS.detailNotFound)
  const { property: p } = row
  const prices = row.prices.map(toPrice)
  return {
    id: p.id,
    user_id: p.userId,
    name: p.name,
    description: p.description,
    type: p.type,
    length: p.length,
    width: p.width,
    height: p.height,
    ...toSpecs(p),
    verified: p.verifiedAt !== null,
    fire_noc_file: p.fireNocFile,
    image: p.image,
    completion_level: p.completionLevel,
    status: row.status,
    hidden_reason: p.hiddenReason,
    views: row.views,
    unlocks: row.unlocks,
    created_at: p.createdAt.toISOString(),
    attachments: row.attachments,
    price: prices[0] ?? null,
    prices,
    user: { user_name: row.ownerName },
    address: row.address ?? null,
  }
}

/** GET address-get-all-paginated: a property's address as a list (the spec asks per_page=1). */
export async function addresses(db: Tx, user: Asker, query: AddressListQuery) {
  await managedProperty(db, user, query.property_id)
  const { rows, total } = await repo.addressesOf(db, query.property_id, query.per_page)
  return {
    data: rows,
    pagination: pageOf({ offset: 0, limit: query.per_page }, rows.length, total),
  }
}

/**
 * GET created-properties: the asker's own listings, newest first (admins too: their own; the
 * admin console lists everyone's).
 */
export async function createdProperties(db: Tx, user: Asker, page: PageQuery) {
  const { rows, total } = await repo.createdProperties(db, user.id, page)
  const data: CreatedProperty[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    image: r.image,
    prices: r.prices.map(toPrice),
    created_at: r.createdAt.toISOString(),
    completion_level: r.completionLevel,
    status: r.status,
    hidden_reason: r.hiddenReason,
    views: r.views,
    unlocks: r.unlocks,
    open_reports: r.openReports,
  }))
  return { data, pagination: pageOf(page, rows.length, total) }
}

/** GET property-leads: who unlocked the listing's contact details, the latest first. */
export async function leads(db: Tx, user: Asker, query: LeadsQuery) {
  await managedProperty(db, user, query.property_id)
  const { rows, total } = await repo.leads(db, query.property_id, query)
  return {
    data: rows.map(({ unlockedAt, ...lead }) => ({
      ...lead,
      unlocked_at: unlockedAt.toISOString(),
    })),
    pagination: pageOf(query, rows.length, total),
  }
}

/**
 * POST property-status: 'let' takes a finished listing off the market (let or sold), 'published'
 * puts it back. Only a finished listing has either (409 otherwise). An admin's hide outranks both:
 * the answer is the listing's status after the change, which is then still 'hidden'.
 */
export async function setStatus(
  db: Db,
  user: Asker,
  body: PropertyStatusBody,
  now: Date,
): Promise<ListingStatus> {
  return db.transaction(async (tx) => {
    await managedProperty(tx, user, body.property_id, { lock: true })
    const state = await repo.marketState(tx, body.property_id)
    if (state.completionLevel !== COMPLETION_LEVEL.complete) {
      throw conflict(
        body.status === 'published' ? OWNER_TEXTS.notCompleteYet : OWNER_TEXTS.onlyCompleteLet,
      )
    }
    return repo.setOffMarket(tx, body.property_id, body.status === 'let' ? now : null, now)
  })
}

/* Helpers */

/**
 * After a commit: the files nothing refers to any more leave storage and the owner's quota. The
 * change stands whatever happens here, so a failure is logged (the file is left over), not
 * answered.
 */
async function releaseAll(deps: OwnerDeps, ownerId: number, paths: string[]) {
  for (const path of paths) {
    try {
      await releaseUpload(deps.uploads, deps.db, ownerId, path)
    } catch (err) {
      deps.log.warn({ err, path }, 'could not remove a stored file after its change')
    }
  }
}

/**
 * The specifications a form gives, as columns (left-out ones undefined: kept on an update). A
 * certificate sent with the form means a fire NOC, unless the form says there is none.
 */
function specValues(body: CreatePropertyBody | UpdatePropertyBody, certificate: boolean) {
  return {
    height: body.height,
    docks: body.docks,
    floorLoad: body.floor_load,
    powerKva: body.power_kva,
    flooring: body.flooring,
    fireNoc: body.fire_noc ?? (certificate ? true : undefined),
    security24x7: body.security_24x7,
    highwayKm: body.highway_km,
  }
}

/**
 * Stores the cover and the certificate a form brought, outside any transaction; when the second
 * is refused, the first goes again.
 */
async function storeAll(
  deps: OwnerDeps,
  ownerId: number,
  image: FormFile | undefined,
  certificate: FormFile | undefined,
) {
  const stored: { image?: StoredUpload; certificate?: StoredUpload; all: StoredUpload[] } = {
    all: [],
  }
  try {
    if (image) {
      stored.image = await storeCoverImage(deps.uploads, deps.db, ownerId, image)
      stored.all.push(stored.image)
    }
    if (certificate) {
      stored.certificate = await storeFireNocCertificate(
        deps.uploads,
        deps.db,
        ownerId,
        certificate,
      )
      stored.all.push(stored.certificate)
    }
  } catch (err) {
    await discardAll(deps, stored.all)
    throw err
  }
  return stored
}

async function discardAll(deps: OwnerDeps, uploads: StoredUpload[]) {
  for (const upload of uploads) await discardUpload(deps.uploads, upload)
}

function priceValues(body: CreatePriceBody | UpdatePriceBody) {
  return {
    price: body.price,
    purchaseType: body.purchase_type,
    recuringType: body.recuring_type,
    securityDeposit: body.security_deposit,
  }
}

/**
 * The place, checked as a chain (district in the state, city in the district: 422 per field),
 * with the PIN code's point from the geography when no latitude and longitude are given.
 */
async function addressValues(db: Tx, body: CreateAddressBody | UpdateAddressBody) {
  const chain = await repo.placeChain(db, body.state_id, body.district_id, body.city_id)
  const errors: Record<string, string[]> = {}
  if (!chain.state) errors.state_id = [OWNER_TEXTS.stateRequired]
  if (!chain.district) errors.district_id = [OWNER_TEXTS.districtNotInState]
  if (!chain.city) errors.city_id = [OWNER_TEXTS.cityNotInDistrict]
  if (Object.keys(errors).length > 0) throw validationFailed(errors)
  let { latitude, longitude } = body
  if (latitude === undefined || longitude === undefined) {
    const pin = await findPinCode(db, body.pin_code)
    latitude = pin?.latitude ?? undefined
    longitude = pin?.longitude ?? undefined
  }
  return {
    stateId: body.state_id,
    districtId: body.district_id,
    cityId: body.city_id,
    pinCode: body.pin_code,
    address: body.address,
    latitude: latitude ?? null,
    longitude: longitude ?? null,
  }
}

/** A `property_id` sent with a price or address update must be the one it belongs to. */
function assertSameProperty(given: number | undefined, actual: number) {
  if (given !== undefined && given !== actual) {
    throw validationFailed({ property_id: [OWNER_TEXTS.otherProperty] })
  }
}

/** The entries whose value is given: left-out fields keep what is stored. */
function definedOnly<T extends Record<string, unknown>>(values: T) {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>
  }
}
