import { useMutation } from '@tanstack/react-query'
import { downloadFile } from '../../../lib/download-file'

/** GET visits/{id}/ics (auth: either side of an accepted visit): the calendar invitation. */
export const downloadInvitation = (id: number) =>
  downloadFile(`visits/${id}/ics`, `site-visit-${id}.ics`)

export const useDownloadInvitation = (id: number) =>
  useMutation({ mutationFn: () => downloadInvitation(id) })
