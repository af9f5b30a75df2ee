import { CityHero } from './city-hero'
import { HOME_TITLE, HomeSections } from './home-sections'

/** /home-seven: the home page led by the cities with the most listings (issue 14 item 7). */
export function Component() {
  return (
    <>
      <title>{HOME_TITLE}</title>
      <CityHero />
      <HomeSections />
    </>
  )
}
