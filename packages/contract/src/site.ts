import { z } from 'zod'

/** Operator-configured facts the web app shows (header top bar, footer, contact page). */
export const SiteInfoSchema = z.object({
  name: z.string(),
  slug: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  /**
   * The map's tile source (MAP_TILE_URL): `{z}/{x}/{y}`, and `{s}` for a subdomain. The server
   * always sends it; without it (component tests) the web app uses MAP_TILE_URL_DEFAULT.
   */
  map_tile_url: z.string().optional(),
  /** Who the tiles are from, shown on the map (MAP_TILE_ATTRIBUTION). */
  map_tile_attribution: z.string().optional(),
  /** The operator's own pages on social networks (SITE_FACEBOOK_URL...): the footer shows the set ones. */
  social: z
    .object({
      facebook: z.string().optional(),
      linkedin: z.string().optional(),
      instagram: z.string().optional(),
    })
    .optional(),
})
export type SiteInfo = z.infer<typeof SiteInfoSchema>

export { productSlug } from './slug'

export { isSocialPage, SOCIAL_NETWORKS, type SocialNetwork } from './social'

/** OpenStreetMap's own tile server: fine for a modest site (see its tile usage policy). */
export const MAP_TILE_URL_DEFAULT = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
export const MAP_TILE_ATTRIBUTION_DEFAULT = '© OpenStreetMap contributors'
