/** The account feature's face (the account page, signing out everywhere): its routes. */
export { default as accountRoutes } from './routes'
