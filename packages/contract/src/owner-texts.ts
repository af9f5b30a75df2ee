/**
 * The owner side's names and exact texts (its bounds are in limits.ts, its upload rules in
 * upload-limits.ts) (spec 001 sections 2, 4, 5, 8 and 9), free of Zod
 * so pages and forms can use them without loading the validation library. `owner.ts` re-exports
 * everything here.
 */
import { plural } from './numbers'
import { MAX_UPLOAD_MB } from './constants'
import { ATTACHMENTS_PER_PROPERTY_MAX } from './limits'

/** The wizard's four steps, in order (spec 001 section 2). */
export const WIZARD_STEPS = [
  'Property',
  'Property Price',
  'Property Attachments',
  'Address',
] as const
export const WIZARD_STEP_COUNT = WIZARD_STEPS.length

/**
 * Where a listing stands, as the owner's list reports it: still in the wizard, on the market,
 * taken off it by its owner (let or sold), or hidden by an admin.
 */
export const LISTING_STATUSES = ['draft', 'published', 'let', 'hidden'] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]
export const LISTING_STATUS_LABEL: Record<ListingStatus, string> = {
  draft: 'Draft',
  published: 'On the market',
  let: 'Let / sold',
  hidden: 'Hidden by admin',
}
/** What an owner may set with POST property-status. */
export const OWNER_SETTABLE_STATUSES = ['published', 'let'] as const

/**
 * Accepted upload kinds (spec 001 section 5), decided by content, never by name or declared type.
 * The extension is what the stored file is named with; `image` kinds are re-encoded.
 */
export const UPLOAD_KINDS = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg', image: true },
  png: { ext: 'png', mime: 'image/png', image: true },
  gif: { ext: 'gif', mime: 'image/gif', image: true },
  svg: { ext: 'svg', mime: 'image/svg+xml', image: false },
  pdf: { ext: 'pdf', mime: 'application/pdf', image: false },
  doc: { ext: 'doc', mime: 'application/msword', image: false },
  docx: {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    image: false,
  },
  txt: { ext: 'txt', mime: 'text/plain', image: false },
  mp4: { ext: 'mp4', mime: 'video/mp4', image: false },
  webm: { ext: 'webm', mime: 'video/webm', image: false },
  ogg: { ext: 'ogg', mime: 'video/ogg', image: false },
  mov: { ext: 'mov', mime: 'video/quicktime', image: false },
  avi: { ext: 'avi', mime: 'video/x-msvideo', image: false },
} as const
export type UploadKind = keyof typeof UPLOAD_KINDS

/** Spec 001 sections 2, 5 and 8, word for word; `{file}` is the file's name. */
export const OWNER_TEXTS = {
  stepOf: (step: number) => `Step ${step} of ${WIZARD_STEP_COUNT}`,
  previous: 'Previous',
  skip: 'Skip (Save Later)',
  saveAndContinue: 'Save & Continue',
  finish: 'Save Address & Finish',

  titleRequired: 'Please provide a property title.',
  typeRequired: 'Please select a property type.',
  imageRequired: 'Please upload an image.',
  imageRequiredNotice: 'Please upload a property image',
  dimensionMin: 'Must be at least 1',
  purchaseTypeRequired: 'Please select a purchase type.',
  priceRequired: 'Please enter the price.',
  attachmentNameRequired: 'Please give each file a name.',
  attachmentOrderMin: 'Order must be at least 1',
  filesRequired: 'Please select at least one file to upload',
  stateRequired: 'Please select a state.',
  districtRequired: 'Please select a district.',
  cityRequired: 'Please select a city.',
  pinRequired: 'Please enter the pin code.',
  addressRequired: 'Please enter the address.',
  phoneRequired: 'Please enter a phone number.',
  notNegative: 'Must be 0 or more',

  invalidFileTypeTitle: 'Invalid File Type',
  invalidFileType: (file: string) => `${file} has an unsupported file type.`,
  fileTooLargeTitle: 'File Too Large',
  fileTooLarge: (file: string) => `${file} exceeds ${MAX_UPLOAD_MB}MB limit.`,
  quotaExceeded: (quota: string) =>
    `Your uploads have reached your ${quota} storage limit. Remove files you no longer need, then try again.`,

  loadFailed: 'Failed to load property data. Starting fresh.',
  missingId: 'Property ID not received in response',
  saveFailed: 'Failed to save property',
  priceFailed: 'Failed to save property price',
  attachmentsFailed: 'Failed to upload attachments',
  addressFailed: 'Failed to save address',
  loginToContinue: 'Please login to continue',
  continueIncomplete: 'Continue Incomplete Property',
  startNew: 'Start New Property',

  ownersOnly:
    'This page is for property owners only. Use "Unlocked Properties" to see properties you\'ve unlocked.',
  accessDenied: 'Access denied. Only property owners can view created properties.',
  addFirst: 'Add Your First Property',
  continueCreating: 'Continue Creating',
  viewDetails: 'View Details',
  viewMore: 'View More',
  complete: 'Complete',
  stepBadge: (level: number) => `Step ${level}/${WIZARD_STEP_COUNT}`,
  incomplete: (level: number) => `Incomplete (Step ${level}/${WIZARD_STEP_COUNT})`,
  markLet: 'Mark as let / sold',
  relist: 'Relist',
  deleteDraft: 'Delete draft',

  editProperty: 'Edit Property',
  editTitle: 'Edit Property Details',
  editSections: [
    'Basic Information',
    'Specifications',
    'Pricing Information',
    'Address Information',
    'Property Images',
  ],
  cancel: 'Cancel',
  saveChanges: 'Save Changes',
  basicInfoError: 'Basic info error',
  pricingError: 'Pricing error',
  addressError: 'Address error',
  imageError: 'Image error',
  unknownError: 'Unknown error',
  updated: (parts: string) => `Successfully updated: ${parts}`,
  partiallyUpdated: (parts: string, errors: string) =>
    `Partially updated: ${parts} Errors: ${errors}`,
  failedToUpdate: (errors: string) => `Failed to update: ${errors}`,
  updateFailed: 'Failed to update property',
  noChanges: 'No changes were detected to save.',
  deleteImageTitle: 'Delete Image?',
  imageDeleted: 'Image has been deleted successfully.',
  locationOptionsFailed: 'Failed to fetch location options',
  deleteImageFailed: 'Failed to delete image',

  /** Server answers. */
  notYours: 'You can only manage your own properties.',
  cannotCreate: 'Only property owners can add properties.',
  lastAttachment:
    'A listing on the market needs at least one attachment: add another before removing this one.',
  onlyDraftsDeleted:
    'Only an incomplete draft can be deleted; mark a listing as let / sold instead.',
  notCompleteYet: 'Finish all four steps before putting this property on the market.',
  priceExists: 'This property already has a price: update it instead.',
  addressExists: 'This property already has an address: update it instead.',
  tooManyAttachments: `A property can have at most ${plural(ATTACHMENTS_PER_PROPERTY_MAX, 'file')}.`,
  onlyCompleteLet: 'Only a finished listing can be marked as let / sold.',
  priceNotFound: 'Price not found',
  addressNotFound: 'Address not found',
  attachmentNotFound: 'Attachment not found',
  attachmentSaved: 'Attachment uploaded successfully.',
  attachmentReplaced: 'Attachment file replaced successfully.',
  attachmentDeleted: 'Attachment deleted successfully.',
  districtNotInState: 'This district is not in the selected state.',
  cityNotInDistrict: 'This city is not in the selected district.',
  otherProperty: 'This belongs to another property.',
  propertyCreated: 'Property created successfully.',
  propertyUpdated: 'Property updated successfully.',
  draftDeleted: 'Draft deleted.',
  priceSaved: 'Price saved successfully.',
  priceUpdated: 'Price updated successfully.',
  addressSaved: 'Address saved successfully.',
  addressUpdated: 'Address updated successfully.',
  nowPublished: 'Your property is on the market.',
  nowLet: 'Marked as let / sold: it no longer shows in searches.',
} as const
