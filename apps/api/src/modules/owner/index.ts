/**
 * The owner feature's face (the wizard, attachments, my listings): its routes for the app, the
 * status change and cache drop that moderation uses, and the row writes the demo seed uses.
 */
export { default as attachmentRoutes } from './attachment-routes'
export { dropListingCachesAfterWrites } from './listing-writes'
export {
  insertAddress,
  insertAttachments,
  insertPrice,
  insertProperty,
  type NewAddress,
  type NewPrice,
  type NewProperty,
} from './repository'
export { default as ownerRoutes } from './routes'
export { setStatus } from './my-properties'
