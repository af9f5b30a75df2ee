import { ATTACHMENT_EXTENSIONS, COVER_IMAGE_EXTENSIONS } from '@app/contract/upload-limits'
import { MAX_UPLOAD_BYTES } from '@app/contract/constants'
import { OWNER_TEXTS as T } from '@app/contract/owner-texts'

export type FileUse = 'attachment' | 'cover'

export interface FileProblem {
  title: string
  message: string
}

const EXTENSIONS: Record<FileUse, readonly string[]> = {
  attachment: ATTACHMENT_EXTENSIONS,
  cover: COVER_IMAGE_EXTENSIONS,
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/**
 * The browser's first check of a chosen file, before anything is sent (spec 001 section 5): the
 * name's extension and the upload size limit (MAX_UPLOAD_BYTES). The server still decides the kind from the content.
 */
export function checkFile(file: File, use: FileUse): FileProblem | null {
  if (!EXTENSIONS[use].includes(extensionOf(file.name)))
    return { title: T.invalidFileTypeTitle, message: T.invalidFileType(file.name) }
  if (file.size > MAX_UPLOAD_BYTES)
    return { title: T.fileTooLargeTitle, message: T.fileTooLarge(file.name) }
  return null
}

/** The first problem among several files, or null when all may be sent. */
export function checkFiles(files: readonly File[], use: FileUse): FileProblem | null {
  for (const file of files) {
    const problem = checkFile(file, use)
    if (problem) return problem
  }
  return null
}
