/** The credit-pack pages (issue 14); checkout's path is shared with the account page. */
export { CHECKOUT_PATH } from '../../lib/paths'
export const CART_PATH = '/cart'
