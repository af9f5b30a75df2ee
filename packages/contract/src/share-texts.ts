/**
 * The share images' words (decision 047; their sizes are in constants.ts): the raster picture a chat app or social
 * network shows beside a link to the home page, a post, a project or a listing.
 */

export const SHARE_TEXTS = {
  /** The home page's card, under the site's name. */
  tagline: 'Warehouses, godowns and commercial space for sale, rent or lease across India',
  /** Its alternative text. */
  homeAlt: (site: string) =>
    `${site}: warehouses, godowns and commercial space for sale, rent or lease across India`,
  /** A listing's picture: its cover photo, cropped. */
  listingPhotoAlt: (name: string, headline: string) => `Photo of ${name}, ${headline}`,
  /** A listing without a cover photo: a card with its name and facts. */
  listingCardAlt: (site: string, name: string, headline: string) =>
    `${site} card: ${name}, ${headline}`,
} as const
