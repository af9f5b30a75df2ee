/** Where the header's menus point (spec 000 section 2, "Header, menus, footer"). */
export const MAIN_MENU = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Listed Properties', to: '/property' },
] as const

export const POST_PROPERTY_LABEL = 'Post Properties for free'
export const ADD_LISTING_PATH = '/add-new-listing'
export const OWNER_REGISTRATION_PATH = '/agent-reg'

export interface ProfileMenuItem {
  label: string
  to: string
  ownersOnly?: boolean
}

export const PROFILE_MENU: ProfileMenuItem[] = [
  { label: 'Browse Properties', to: '/property' },
  { label: 'Wallet', to: '/wallet' },
  { label: 'Unlocked Properties', to: '/unlocked-properties' },
  { label: 'My Properties', to: '/my-properties', ownersOnly: true },
  { label: 'Add Properties', to: ADD_LISTING_PATH, ownersOnly: true },
  { label: 'Transactions', to: '/user-transactions' },
  { label: 'Change Password', to: '/changepassword' },
]

export const FOOTER_LINKS = [
  { label: 'Our Services', to: '/services' },
  { label: 'Why Choose Us', to: '/whychooseus' },
  { label: 'Property', to: '/property' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact', to: '/contact' },
] as const

export const LEGAL_LINKS = [
  { label: 'Terms & Condition', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
] as const
