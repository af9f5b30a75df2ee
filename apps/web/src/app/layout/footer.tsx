import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react'
import { Link } from 'react-router'
import { COPYRIGHT_YEAR } from '@app/contract/constants'
import { SOCIAL_NETWORKS, type SocialNetwork } from '@app/contract/social'
import { site, telHref } from '../../lib/site'
import { FOOTER_LINKS, LEGAL_LINKS } from '../nav'
import { Logo } from './logo'

/** The icons of the networks the operator may link to (SITE_FACEBOOK_URL... in the API's settings). */
const SOCIAL_ICON: Record<SocialNetwork, string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z',
  linkedin:
    'M6 9H2v12h4zM4 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm6 6h4v2c.6-1.2 2-2.3 4-2.3 3.4 0 4 2.2 4 5.1V21h-4v-6c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1V21H10z',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
}

/** The operator's pages, in the networks' order; none set, none shown. */
const socialLinks = () =>
  (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).flatMap((network) => {
    const href = site.social?.[network]
    return href ? [{ network, href, label: SOCIAL_NETWORKS[network].label }] : []
  })

const headingClass = 'text-sm font-bold tracking-wider text-white uppercase'
/** 44 px tall: a hit area a thumb finds (issue 25), the rows touching. */
const linkClass =
  'text-brand-100 hover:text-accent-400 inline-flex min-h-11 items-center transition-colors'

export function Footer() {
  const social = socialLinks()
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo inverted />
          <p className="text-sm leading-relaxed">
            Warehouses, godowns and commercial space across India, listed by their owners. Sign up
            free to see every listing, then unlock an owner’s number and talk to them directly.
          </p>
          {social.length > 0 && (
            <ul className="flex gap-3" aria-label="Social media">
              {social.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${site.name} on ${s.label}`}
                    className="bg-brand-800 hover:bg-accent-500 hover:text-brand-900 grid size-11 place-items-center rounded-full transition-colors"
                  >
                    <svg
                      viewBox="0 0 24 24"
                      className="size-4"
                      fill="currentColor"
                      aria-hidden="true"
                    >
                      <path d={SOCIAL_ICON[s.network]} />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-labelledby="footer-useful">
          <h2 id="footer-useful" className={headingClass}>
            Useful Links
          </h2>
          <ul className="mt-3 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={headingClass}>
            Policies
          </h2>
          <ul className="mt-3 text-sm">
            {LEGAL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/point-concern" className={linkClass}>
                Point of Concern
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>Contact Us</h2>
          <ul className="mt-3 text-sm">
            <li>
              <a href={telHref(site.phone)} className={`${linkClass} gap-2`}>
                <PhoneIcon className="size-4" />
                {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={`${linkClass} gap-2 break-all`}>
                <MailIcon className="size-4" />
                {site.email}
              </a>
            </li>
            <li className="mt-2 flex items-start gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0" />
              {site.address}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-brand-800 border-t">
        <div className="container-page flex flex-col gap-2 py-5 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {COPYRIGHT_YEAR} {site.name} Business Corporation. All rights reserved.
          </p>
          <p>Space for every business, in every state.</p>
        </div>
        {/* On phones the page ends with room for the floating scroll-to-top button. */}
        <p className="container-page text-brand-200 pb-20 text-[0.7rem] sm:pb-5">
          PIN code and locality data ©{' '}
          <a
            href="https://www.geonames.org/"
            className="underline"
            target="_blank"
            rel="noopener noreferrer"
          >
            GeoNames
          </a>
          , licensed under CC BY 4.0.
        </p>
      </div>
    </footer>
  )
}
