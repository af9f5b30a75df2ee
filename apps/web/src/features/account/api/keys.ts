/** The account page's answer. */
export const accountKeys = { all: ['account'] as const }
