import { toIstIso, type Visit, type VisitRole, type VisitStatus } from '@app/contract/visits'
import type { VisitRow } from './repository'

/** The listing's address on one line: street, city, district, state and PIN code. */
export function addressLine(row: VisitRow): string {
  const place = [row.street, row.cityName, row.districtName, row.stateName]
    .filter((part): part is string => !!part)
    .join(', ')
  return [place, row.pinCode].filter(Boolean).join(' ')
}

/** Which side of the visit `userId` is (the caller has checked that they are one). */
export const roleOf = (row: Pick<VisitRow, 'seekerId'>, userId: number): VisitRole =>
  row.seekerId === userId ? 'seeker' : 'owner'

/**
 * A side of the visit as the other one sees it. The owner's phone is the listing's contact number
 * (what the unlock showed), or their account's when the listing has none.
 */
export function partyOf(row: VisitRow, side: VisitRole) {
  return side === 'seeker'
    ? { name: row.seekerName, phone_number: row.seekerPhone, email: row.seekerEmail }
    : {
        name: row.ownerName,
        phone_number: row.listingPhone ?? row.ownerPhone,
        email: row.ownerEmail,
      }
}

export const otherSide = (role: VisitRole): VisitRole => (role === 'seeker' ? 'owner' : 'seeker')

/** The status as shown: a request whose every slot passed unanswered is `expired`. */
export function statusAt(row: Pick<VisitRow, 'status' | 'lastSlotAt'>, now: Date): VisitStatus {
  if (row.status === 'requested' && row.lastSlotAt.getTime() <= now.getTime()) return 'expired'
  return row.status
}

export function toVisit(row: VisitRow, userId: number, now: Date): Visit {
  const role = roleOf(row, userId)
  return {
    id: row.id,
    role,
    status: statusAt(row, now),
    property: { id: row.propertyId, name: row.propertyName, address: addressLine(row) },
    with: partyOf(row, otherSide(role)),
    slots: row.slots.map(toIstIso),
    slot: row.slotAt && toIstIso(row.slotAt),
    note: row.note,
    reason: row.reason,
    cancelled_by: row.cancelledBy,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt && row.answeredAt.toISOString(),
  }
}
