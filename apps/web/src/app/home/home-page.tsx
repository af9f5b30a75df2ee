import { Hero } from './hero'
import { HOME_TITLE, HomeSections } from './home-sections'

export function Component() {
  return (
    <>
      <title>{HOME_TITLE}</title>
      <Hero />
      <HomeSections />
    </>
  )
}
