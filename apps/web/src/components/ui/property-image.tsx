import { imageSources, storageUrl } from '@app/contract/listing-texts'
import { useState } from 'react'
import { cn } from '../../lib/cn'

const PROPERTY_PLACEHOLDER = '/images/property-placeholder.svg'

/**
 * How a photo loads: `first` is the page's first photo above the fold (loaded eagerly and
 * fetched before the others: it is the page's largest paint, on a phone the only photo in
 * view), `eager` another above the fold, `lazy` one further down.
 */
export type ImageLoad = 'first' | 'eager' | 'lazy'

/** The load of a list's card `index` when its first row holds `firstRow` cards. */
export const cardLoad = (index: number, firstRow: number): ImageLoad =>
  index === 0 ? 'first' : index < firstRow ? 'eager' : 'lazy'

interface PropertyImageProps {
  /** A storage path (`images/<uuid>.jpg`); missing or broken shows the placeholder. */
  path: string | null | undefined
  alt: string
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string
  className?: string
  load?: ImageLoad
  /** Intrinsic size, for the aspect ratio the browser reserves before the file arrives. */
  width?: number
  height?: number
}

/**
 * A property photo from the WebP copies (400/800/1200 px). Width and height are always set
 * and the picture covers its box, so nothing shifts while it loads.
 */
export function PropertyImage({
  path,
  alt,
  sizes,
  className,
  load = 'lazy',
  width = 800,
  height = 600,
}: PropertyImageProps) {
  // Remember which path failed, so a new path (the carousel's next photo) gets its own try.
  const [failed, setFailed] = useState<string | null>(null)
  const sources = path ? imageSources(path) : undefined
  const broken = !path || failed === path
  const common = {
    alt,
    width,
    height,
    className: cn('bg-brand-50 object-cover', className),
  }
  if (broken) return <img {...common} src={PROPERTY_PLACEHOLDER} decoding="async" />
  return (
    <img
      {...common}
      src={sources?.src ?? storageUrl(path)}
      srcSet={sources?.srcSet}
      sizes={sources ? sizes : undefined}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      decoding="async"
      fetchPriority={load === 'first' ? 'high' : 'auto'}
      onError={() => setFailed(path)}
    />
  )
}
