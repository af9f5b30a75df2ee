import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react'
import { cn } from '../../lib/cn'
import { PropertyImage } from './property-image'

/** A swipe shorter than this (px) is a tap or a scroll, not a change of photo. */
const SWIPE_PX = 40
const SIZES = '(min-width: 1024px) 760px, 100vw'
/**
 * Dots with a 44 px hit area each fit a 360 px phone up to this many photos; beyond it the
 * carousel shows "3 / 12" instead (the arrows and swipes still go through them all).
 */
const DOTS_MAX = 6

/**
 * A property's photos, one at a time (at most 300 px high): previous/next buttons, dots, arrow
 * keys when focused, and swipes on touch screens. No photos shows the placeholder, and so does
 * a photo that fails to load. `className` narrows it (the owner view's 600 px).
 */
export function PropertyCarousel({
  images,
  name,
  sizes = SIZES,
  className,
}: {
  images: string[]
  name: string
  /** How wide it is drawn at each breakpoint, for the srcset. */
  sizes?: string
  className?: string
}) {
  const [index, setIndex] = useState(0)
  const touchX = useRef<number | null>(null)
  const count = images.length
  const go = (next: number) => setIndex((next + count) % count)

  const frame = cn('bg-brand-50 relative h-60 overflow-hidden rounded-2xl sm:h-[300px]', className)
  if (count === 0)
    return (
      <div className={frame}>
        <PropertyImage path={null} alt="" sizes={sizes} className="size-full" />
      </div>
    )

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(index - 1)
    else if (e.key === 'ArrowRight') go(index + 1)
    else return
    e.preventDefault()
  }
  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null
  }
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current
    const end = e.changedTouches[0]?.clientX
    touchX.current = null
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return
    go(end < start ? index + 1 : index - 1)
  }

  const arrow =
    'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-brand-800 shadow-md transition hover:bg-white'
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      className={frame}
    >
      <div aria-live="polite" className="size-full">
        <PropertyImage
          key={images[index]}
          path={images[index]}
          alt={`${name}, photo ${index + 1} of ${count}`}
          sizes={sizes}
          load={index === 0 ? 'first' : 'lazy'}
          width={1200}
          height={600}
          className="size-full"
        />
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label="Previous image"
            onClick={() => go(index - 1)}
            className={cn(arrow, 'left-3')}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            aria-label="Next image"
            onClick={() => go(index + 1)}
            className={cn(arrow, 'right-3')}
          >
            <ChevronRightIcon className="size-5" />
          </button>
          {count > DOTS_MAX ? (
            <p
              aria-hidden="true"
              className="absolute right-3 bottom-3 rounded-full bg-black/65 px-2.5 py-1 text-xs font-semibold text-white"
            >
              {index + 1} / {count}
            </p>
          ) : (
            <div className="absolute inset-x-0 bottom-0 flex justify-center">
              {images.map((path, i) => (
                <button
                  key={path}
                  type="button"
                  aria-label={`Show image ${i + 1} of ${count}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                  // A 44 px target around a small dot.
                  className="grid size-11 place-items-center"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block size-2.5 rounded-full shadow ring-1 ring-black/10 transition',
                      i === index ? 'bg-accent-500 scale-125' : 'bg-white/90',
                    )}
                  />
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </section>
  )
}
