import { z } from 'zod'
import { MAP_TILE_ATTRIBUTION_DEFAULT, MAP_TILE_URL_DEFAULT } from '@app/contract/site'
import { emptyAsUndefined, socialPage } from './settings'

/**
 * A tile URL template's origin as a Content-Security-Policy source: `{s}` (a subdomain such as
 * a, b, c) as the leftmost label becomes the wildcard `*.`. Undefined for a template that is not
 * an http(s) URL with `{z}`, `{x}` and `{y}`, or has `{s}` anywhere else in its host.
 */
export function tileSource(template: string): string | undefined {
  if (!['{z}', '{x}', '{y}'].every((p) => template.includes(p))) return undefined
  const match = /^(https?):\/\/(\{s\}\.)?([^/{}?#]+)(\/.*)?$/i.exec(template)
  if (!match) return undefined
  const [, scheme, subdomain, host] = match
  try {
    const url = new URL(`${scheme}://${host}/`)
    return `${url.protocol}//${subdomain ? '*.' : ''}${url.host}`
  } catch {
    return undefined
  }
}

/** The operator as the site shows it: name, contacts, social pages, and the map's tiles. */
export const siteEnv = {
  SITE_NAME: z.string().trim().min(2).default('Godown Hub'),
  SITE_PHONE: z
    .string()
    .regex(/^\+?[0-9 -]{8,20}$/, 'must be a phone number such as +91 98765 43210')
    .default('+91 98765 43210'),
  SITE_EMAIL: z.email().default('hello@godownhub.in'),
  SITE_ADDRESS: z
    .string()
    .min(5)
    .default('Plot 14, MIDC Industrial Area, Bhiwandi, Maharashtra 421302'),
  /** The operator's pages on social networks, linked from the footer; unset: no icon. */
  SITE_FACEBOOK_URL: socialPage('facebook'),
  SITE_LINKEDIN_URL: socialPage('linkedin'),
  SITE_INSTAGRAM_URL: socialPage('instagram'),
  /**
   * Map tiles of /map-location: an http(s) URL template with {z}, {x} and {y} (and {s} as the
   * leftmost host label for a server's subdomains). The page's CSP lets images come from its host.
   */
  MAP_TILE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (v) => tileSource(v) !== undefined,
        'must be an http(s) URL with {z}, {x} and {y} such as https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      )
      .default(MAP_TILE_URL_DEFAULT),
  ),
  /** Whose tiles they are, shown on the map (their licence requires it). */
  MAP_TILE_ATTRIBUTION: z.preprocess(
    emptyAsUndefined,
    z.string().trim().min(2).max(200).default(MAP_TILE_ATTRIBUTION_DEFAULT),
  ),
}
