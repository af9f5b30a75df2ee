/**
 * The owner calls (spec 001 section 7, API.md "Owners"): the wizard's and the edit modal's forms
 * (owner-wizard.ts, built from owner-fields.ts), My Properties and the answers
 * (owner-listings.ts), and the texts and limits (owner-texts.ts).
 */

export * from './owner-texts'
export * from './owner-wizard'
export * from './owner-listings'
