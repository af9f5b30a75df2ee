import { site } from '../../../lib/site'
import { LegalDocument } from '../components/legal-document'
import { TERMS_SECTIONS } from '../../../components/legal/terms-sections'

export function Component() {
  return (
    <>
      <title>{`Terms & Conditions | ${site.name}`}</title>
      <LegalDocument
        title="Terms & Conditions"
        lead={`The rules for using ${site.name}: accounts, wallet credits, listings and your rights.`}
        intro={
          <p>
            Please read these terms carefully. In short: you must be 18 or older, owners list for
            free and must list truthfully, seekers spend prepaid credits (₹1 = 1 credit) to unlock
            an owner&apos;s contact details, and Indian law applies.
          </p>
        }
        sections={TERMS_SECTIONS}
      />
    </>
  )
}
