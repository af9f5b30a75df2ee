import { HOME_TITLE, HomeSections } from './home-sections'
import { MapHero } from './map-hero'

/** /home-six: the home page led by a map of where the listings are (issue 14 item 7). */
export function Component() {
  return (
    <>
      <title>{HOME_TITLE}</title>
      <MapHero />
      <HomeSections />
    </>
  )
}
