import { ListingActions } from '../../features/content/components/listing-actions'
import { HeroFilter } from '../../features/listings/components/hero-filter'
import { HeroEyebrow, HeroFrame } from './hero-frame'
import { HeroIllustration } from './hero-illustration'

const HIGHLIGHTS = ['Godowns & warehouses', 'Sale, rent & lease', '₹1 = 1 credit']

export function Hero() {
  return (
    <HeroFrame
      labelledBy="home-hero-title"
      className="py-16 sm:py-20 lg:grid-cols-[1.15fr_0.85fr] lg:py-24"
    >
      <div>
        <HeroEyebrow>Warehouses &amp; Gowdowns</HeroEyebrow>
        <h1
          id="home-hero-title"
          className="mt-5 text-4xl leading-[1.1] text-white sm:text-5xl lg:text-6xl"
        >
          Discover Your Ideal Warehouse or Godown
        </h1>
        <p className="text-brand-100 mt-5 text-xl font-semibold">
          India&apos;s emerging warehouse &amp; commercial space solution platform
        </p>
        <p className="text-brand-100 mt-3 max-w-xl text-lg leading-relaxed">
          Browse owner-listed godowns and warehouses for sale, rent and lease across India, then
          unlock the owner&apos;s contact details with wallet credits and talk to them directly.
        </p>
        <ListingActions className="mt-8" />
        <HeroFilter />
        <ul className="text-brand-100 mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
          {HIGHLIGHTS.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <span aria-hidden="true" className="bg-accent-500 size-1.5 rounded-full" />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <HeroIllustration className="mx-auto max-w-xs sm:max-w-md lg:max-w-none" />
    </HeroFrame>
  )
}
