/** Social links free of Zod: the footer (the app's first chunk) reads them. */

/** The social networks the footer can link to, and the sites a page of each lives on. */
export const SOCIAL_NETWORKS = {
  facebook: { label: 'Facebook', hosts: ['facebook.com', 'fb.com'] },
  linkedin: { label: 'LinkedIn', hosts: ['linkedin.com'] },
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
} as const
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS

/**
 * Whether `url` is an https page on one of `hosts`, not the site's home page (the footer once
 * linked to facebook.com itself: issue 25).
 */
export function isSocialPage(url: string, hosts: readonly string[]) {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  const host = parsed.hostname.toLowerCase()
  return (
    parsed.protocol === 'https:' &&
    hosts.some((h) => host === h || host.endsWith(`.${h}`)) &&
    parsed.pathname.replace(/\/+$/, '') !== ''
  )
}
