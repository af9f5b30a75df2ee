import type { CreatePriceBody, UpdatePriceBody } from '@app/contract/owner'
import { OWNER_TEXTS } from '@app/contract/owner-texts'
import type { Db } from '../../db/client'
import { conflict, notFound } from '../../lib/app-error'
import { toPrice } from '../../domain/listing-shapes'
import { managedProperty } from './access'
import type { Asker } from './deps'
import { assertSameProperty, definedOnly } from './form-values'
import * as repo from './repository'

/* Wizard step 2, the price (also the edit modal's pricing). */

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

function priceValues(body: CreatePriceBody | UpdatePriceBody) {
  return {
    price: body.price,
    purchaseType: body.purchase_type,
    recuringType: body.recuring_type,
    securityDeposit: body.security_deposit,
  }
}
