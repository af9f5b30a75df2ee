import { WIZARD_STEP_COUNT } from '@app/contract/owner-texts'
import { z } from 'zod'
import { EMPTY_VALUES, type WizardProgress } from './wizard-values'

/**
 * The wizard's local draft (spec 001 section 3): one per user, under `propertyForm_{userId}`,
 * with the form data (no files), step, ids, property name, preview image path, user id and
 * time. Logout clears it with the rest of local storage (spec 000); a password change or an
 * expired session keeps it, so the owner picks up where they were after logging in again.
 */
export const draftKey = (userId: number) => `propertyForm_${userId}`

export interface WizardDraft {
  formData: WizardProgress['values']
  step: number
  propertyId: number | null
  priceId: number | null
  addressId: number | null
  propertyName: string | null
  previewImage: string | null
  userId: number
  timestamp: number
}

const id = z.number().int().positive().nullable().catch(null)
const str = z.string().catch('')
const coordinate = z.number().nullable().catch(null)

/** Read leniently: a field that is missing or mangled falls back to empty, never throws. */
const DraftSchema = z.object({
  formData: z
    .object({
      property: z
        .object({
          name: str,
          type: str,
          length: str,
          width: str,
          height: str,
          description: str,
          docks: str,
          floor_load: str,
          power_kva: str,
          highway_km: str,
          flooring: str,
          fire_noc: str,
          security_24x7: str,
        })
        .catch(EMPTY_VALUES.property),
      price: z
        .object({ purchase_type: str, price: str, recuring_type: str, security_deposit: str })
        .catch(EMPTY_VALUES.price),
      address: z
        .object({
          state_id: str,
          district_id: str,
          city_id: str,
          pin_code: str,
          address: str,
          phone_number: str,
          latitude: coordinate,
          longitude: coordinate,
        })
        .catch(EMPTY_VALUES.address),
    })
    .catch(EMPTY_VALUES),
  step: z.number().int().min(1).max(WIZARD_STEP_COUNT).catch(1),
  propertyId: id,
  priceId: id,
  addressId: id,
  propertyName: z.string().nullable().catch(null),
  previewImage: z.string().nullable().catch(null),
  userId: z.number().int(),
  timestamp: z.number().catch(0),
})

/** The user's draft, or null when there is none (or it belongs to someone else). */
export function loadDraft(userId: number): WizardDraft | null {
  let raw: unknown
  try {
    raw = JSON.parse(localStorage.getItem(draftKey(userId)) ?? 'null')
  } catch {
    return null
  }
  const parsed = DraftSchema.safeParse(raw)
  return parsed.success && parsed.data.userId === userId ? parsed.data : null
}

export function saveDraft(userId: number, progress: WizardProgress) {
  const draft: WizardDraft = {
    formData: progress.values,
    step: progress.step,
    propertyId: progress.propertyId,
    priceId: progress.priceId,
    addressId: progress.addressId,
    propertyName: progress.propertyName,
    previewImage: progress.previewImage,
    userId,
    timestamp: Date.now(),
  }
  try {
    localStorage.setItem(draftKey(userId), JSON.stringify(draft))
  } catch {
    // Storage full or refused (private mode): the wizard still works, only without a draft.
  }
}

export function clearDraft(userId: number) {
  localStorage.removeItem(draftKey(userId))
}

/** The wizard as the draft left it. */
export const progressFromDraft = (draft: WizardDraft): WizardProgress => ({
  step: draft.step,
  propertyId: draft.propertyId,
  priceId: draft.priceId,
  addressId: draft.addressId,
  propertyName: draft.propertyName,
  previewImage: draft.previewImage,
  values: draft.formData,
})
