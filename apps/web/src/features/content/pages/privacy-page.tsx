import { site } from '../../../lib/site'
import { LegalDocument } from '../components/legal-document'
import { PRIVACY_SECTIONS } from '../../../components/legal/privacy-sections'

export function Component() {
  return (
    <>
      <title>{`Privacy Policy | ${site.name}`}</title>
      <LegalDocument
        title="Privacy Policy"
        lead="What personal data we collect, why, who sees it and the rights you have under the Digital Personal Data Protection Act, 2023."
        intro={
          <p>
            We collect only what the marketplace needs to work: your account details, the listings
            owners publish, and the records of your credits and unlocks. Card details stay with our
            payment partner, Razorpay, and an owner&apos;s contact details are shown only to users
            who unlock that listing.
          </p>
        }
        sections={PRIVACY_SECTIONS}
      />
    </>
  )
}
