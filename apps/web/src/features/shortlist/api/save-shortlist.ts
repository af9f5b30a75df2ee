import { api } from '../../../lib/api-client'
import type { ShortlistResponse } from './get-shortlist'

/** POST shortlist (auth): saves a published listing; saving it again changes nothing. */
export const addToShortlist = async (propertyId: number) =>
  (await api<ShortlistResponse>('POST', 'shortlist', { body: { property_id: propertyId } })).data

/** DELETE shortlist/{id} (auth): takes it off; not there changes nothing. */
export const removeFromShortlist = async (propertyId: number) =>
  (await api<ShortlistResponse>('DELETE', `shortlist/${propertyId}`)).data
