import { COMPANY_PROFILE_FILE_NAME, type CompanyProfile } from '@app/contract/content'
import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api-client'
import { attachmentName, saveBlob } from '../../../lib/download-file'

/**
 * POST company-profile (public): the lead is stored and the brochure comes back as a PDF, which
 * the browser saves as Company-Profile.pdf. Answers the name it was saved under.
 */
export async function downloadCompanyProfile(lead: CompanyProfile) {
  const response = await apiFetch('POST', 'company-profile', {
    body: lead,
    accept: 'application/pdf',
  })
  const fileName =
    attachmentName(response.headers.get('content-disposition')) ?? COMPANY_PROFILE_FILE_NAME
  saveBlob(await response.blob(), fileName)
  return fileName
}

export const useDownloadCompanyProfile = () => useMutation({ mutationFn: downloadCompanyProfile })
