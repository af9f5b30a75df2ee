import { productSlug } from '@app/contract/slug'
import type { SiteInfo } from '@app/contract/site'
import { SITE_GLOBAL } from './site-global'

const FALLBACK_NAME = 'Godown Hub'

/**
 * The operator's site facts, injected by the server into index.html as a JSON block (see the
 * API's web plugin). Read once; the fallback keeps component tests and odd hosts working.
 */
function readSite(): SiteInfo {
  const block = typeof document === 'undefined' ? null : document.getElementById('site-config')
  // The server writes this block from validated configuration: trust its shape.
  if (block?.textContent) return JSON.parse(block.textContent) as SiteInfo
  const rendering = (globalThis as Record<string, unknown>)[SITE_GLOBAL]
  if (rendering) return rendering as SiteInfo
  return {
    name: FALLBACK_NAME,
    slug: productSlug(FALLBACK_NAME),
    phone: '+91 98765 43210',
    email: 'hello@godownhub.in',
    address: 'Plot 14, MIDC Industrial Area, Bhiwandi, Maharashtra 421302',
  }
}

export const site = readSite()

/** tel: link target from a display number such as '+91 98765 43210'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`
