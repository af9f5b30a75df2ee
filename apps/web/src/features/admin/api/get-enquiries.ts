import type { Enquiry, EnquiryKind } from '@app/contract/admin'
import { adminKeys } from './keys'
import { getPage, usePagedList } from './paged-list'

/** GET admin/enquiries: the stored leads of one kind, newest first. */
export const getEnquiries = (kind: EnquiryKind, offset: number, signal?: AbortSignal) =>
  getPage<Enquiry>('admin/enquiries', { kind }, offset, signal)

/** Only the tab on screen asks (`enabled`). */
export const useEnquiries = (kind: EnquiryKind, enabled = true) =>
  usePagedList<Enquiry>(adminKeys.enquiries(kind), 'admin/enquiries', { kind }, enabled)
