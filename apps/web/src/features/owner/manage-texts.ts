import { MAX_UPLOAD_BYTES } from '@app/contract/constants'
import { formatFileSize } from '../../lib/documents'

/**
 * The wording of My Properties, the owner view and its edit modal that the spec does not fix
 * (the spec's exact texts live in the contract's OWNER_TEXTS).
 */
export const MANAGE_UI = {
  myPropertiesTitle: 'My Properties',
  myPropertiesLead: 'Your listings: finish drafts, see who is interested and keep them current.',
  loginToMyProperties: 'Please login to view your properties.',
  addProperty: 'Add New Property',
  noPropertiesYet: 'You have not listed a property yet.',
  unlockedLink: 'Unlocked Properties',
  loadingList: 'Loading your properties',

  views: 'Views',
  unlocks: 'Unlocks',
  viewsHint: 'Different people who opened it, counted once a day',
  unlocksHint: 'People who unlocked your contact details',

  markLetTitle: 'Mark as let / sold?',
  markLetBody:
    'The listing leaves the searches. People who already unlocked it keep seeing it, and you can relist it at any time.',
  relistTitle: 'Relist this property?',
  relistBody: 'The listing goes back into the searches for everyone.',
  deleteDraftTitle: 'Delete this draft?',
  deleteDraftBody: 'The draft and its files are removed for good.',
  statusChanged: 'Status updated.',
  draftDeleted: 'Draft deleted.',
  actionFailed: 'That did not work. Please try again.',

  leadsTitle: 'Leads',
  leadsLead: 'Who unlocked your contact details, newest first.',
  noLeads: 'No one has unlocked this property yet.',
  leadsFailed: 'Could not load the leads.',
  leadsLoading: 'Loading leads',
  openReports: (count: number) => `${count} open report${count === 1 ? '' : 's'}`,

  noticeSuccess: 'Success',
  noticeWarning: 'Warning',
  noticeError: 'Error',
  noticeInfo: 'Info',

  /** What each part of the edit modal is called in the result message. */
  partBasic: 'basic info',
  partPricing: 'pricing',
  partAddress: 'address',
  partImage: 'image',

  imageName: 'Image name',
  newImage: 'Add an image',
  newImageHint: `JPG, PNG or GIF, up to ${formatFileSize(MAX_UPLOAD_BYTES)}. It is added to the listing when you save.`,
  removeNewImage: 'Remove the new image',
  openFullSize: (name: string) => `Open ${name} full size`,
  deleteImage: (name: string) => `Delete ${name}`,
  deleteImageBody: (name: string) => `${name} is removed from the listing for good.`,
  noImages: 'No images yet.',
  saving: 'Saving…',
  deleting: 'Deleting…',
  pricingHint: 'Price and purchase type are needed once any pricing field is filled in.',
  addressHint: 'This listing has no address yet: saving adds it.',
  priceHint: 'This listing has no price yet: saving adds it.',
} as const
