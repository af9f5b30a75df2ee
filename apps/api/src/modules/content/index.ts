/** The content feature's face (contact, newsletter, company profile): its routes. */
export { default as contentRoutes } from './routes'
