import { isCarouselImage } from '@app/contract/listing-texts'

interface Ordered {
  img_url: string
  order_number: number
}

/**
 * A property carousel's photos: the cover first, then the attachments in their order; only jpg,
 * jpeg, png and gif (spec 000 section 2; spec 001 section 2, owner view), each once.
 */
export function carouselImages(
  cover: string | null | undefined,
  attachments: readonly Ordered[],
): string[] {
  const ordered = [...attachments]
    .sort((a, b) => a.order_number - b.order_number)
    .map((a) => a.img_url)
  const all = [cover, ...ordered].filter((p): p is string => isCarouselImage(p))
  return [...new Set(all)]
}
