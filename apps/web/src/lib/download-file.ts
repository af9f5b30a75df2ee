import { apiFetch } from './api-client'

/** The name in `Content-Disposition: attachment; filename="Invoice-GH-26-27-000001.pdf"`. */
export function attachmentName(header: string | null): string | undefined {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? '')
  if (!match?.[1]) return undefined
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked once the click has been handled; revoking at once can cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * Downloads a file the API serves only with the bearer token (an invoice, a statement): a plain
 * link would carry no token, so it is fetched as a blob and saved. Failures throw ApiError with
 * the server's message, as api() does.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  query: Record<string, string> = {},
) {
  const response = await apiFetch('GET', path, { query, accept: '*/*' })
  const blob = await response.blob()
  const fileName = attachmentName(response.headers.get('content-disposition')) ?? fallbackName
  saveBlob(blob, fileName)
  return fileName
}
