import { useEffect, useState } from 'react'

/**
 * True once the page has scrolled further than `px` (passive listener). The position is first
 * read in the next frame, not as the page mounts: reading it makes the browser lay the page out
 * at once, which right after React took the server's page over is the whole page a second time.
 */
export function useScrolledPast(px: number) {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > px)
    const frame = requestAnimationFrame(update)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
    }
  }, [px])
  return past
}
