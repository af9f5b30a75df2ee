import type { PropertyView } from '@app/contract/listing'
import { isCarouselImage } from '@app/contract/listing-texts'

/**
 * The carousel's photos: the cover first, then the attachments in their order; only jpg,
 * jpeg, png and gif (spec 000 section 2), each once.
 */
export function carouselImages(view: Pick<PropertyView, 'property' | 'attachments'>): string[] {
  const attachments = [...view.attachments]
    .sort((a, b) => a.order_number - b.order_number)
    .map((a) => a.img_url)
  const all = [view.property.image, ...attachments].filter((p): p is string => isCarouselImage(p))
  return [...new Set(all)]
}
