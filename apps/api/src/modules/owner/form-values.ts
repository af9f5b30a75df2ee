import { OWNER_TEXTS } from '@app/contract/owner-texts'
import { validationFailed } from '../../lib/app-error'

/** A `property_id` sent with a price or address update must be the one it belongs to. */
export function assertSameProperty(given: number | undefined, actual: number) {
  if (given !== undefined && given !== actual) {
    throw validationFailed({ property_id: [OWNER_TEXTS.otherProperty] })
  }
}

/** The entries whose value is given: left-out fields keep what is stored. */
export function definedOnly<T extends Record<string, unknown>>(values: T) {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>
  }
}
