/** The credit-pack pages (issue 14). */
export const CART_PATH = '/cart'
export const CHECKOUT_PATH = '/checkout'
