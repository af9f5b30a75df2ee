import {
  LatestResponseSchema,
  ListingPageSchema,
  PropertyViewResponseSchema,
} from '@app/contract/listing'
import { ListingPlacesResponseSchema } from '@app/contract/places'
import { compileSerializer } from '../../lib/json-serializer'

/**
 * The hot answers' JSON, written by compiled serializers (lib/json-serializer) rather than
 * checked by Zod on every request; listing tests parse it back through the same schemas.
 */
export const pageJson = compileSerializer(ListingPageSchema)
export const latestJson = compileSerializer(LatestResponseSchema)
export const viewJson = compileSerializer(PropertyViewResponseSchema)
export const placesJson = compileSerializer(ListingPlacesResponseSchema)
