import { INSIGHT_TEXTS, INSIGHTS_PATH } from '@app/contract/insight-texts'
import type { Permission } from '@app/contract/auth-texts'
import { ADD_LISTING_PATH, MY_PROPERTIES_PATH, PROPERTY_LIST_PATH, VISITS_PATH } from '../lib/paths'

/** Where the header's menus point (spec 000 section 2, "Header, menus, footer"). */
export const MAIN_MENU = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Listed Properties', to: PROPERTY_LIST_PATH },
] as const

export interface ProfileMenuItem {
  label: string
  to: string
  ownersOnly?: boolean
  /** Shown only to accounts with this permission (other user types browse only: spec 000 section 6). */
  needs?: Permission
}

export const PROFILE_MENU: ProfileMenuItem[] = [
  { label: 'Admin', to: '/admin', needs: 'admin' },
  { label: 'Account', to: '/account' },
  { label: 'Browse Properties', to: PROPERTY_LIST_PATH },
  { label: 'Wallet', to: '/wallet', needs: 'unlock-properties' },
  { label: 'Unlocked Properties', to: '/unlocked-properties', needs: 'unlock-properties' },
  { label: 'Site Visits', to: VISITS_PATH, needs: 'unlock-properties' },
  { label: 'My Properties', to: MY_PROPERTIES_PATH, ownersOnly: true },
  { label: 'Add Properties', to: ADD_LISTING_PATH, ownersOnly: true },
  { label: 'Transactions', to: '/user-transactions', needs: 'unlock-properties' },
  { label: 'Change Password', to: '/changepassword' },
]

export const FOOTER_LINKS = [
  { label: 'Our Services', to: '/services' },
  { label: 'Why Choose Us', to: '/whychooseus' },
  { label: 'Property', to: '/property' },
  { label: INSIGHT_TEXTS.footerLink, to: INSIGHTS_PATH },
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact', to: '/contact' },
] as const

export const LEGAL_LINKS = [
  { label: 'Terms & Condition', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
] as const
