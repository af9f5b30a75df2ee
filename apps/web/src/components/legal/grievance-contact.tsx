import { site, telHref } from '../../lib/site'

/** The Grievance Officer's contact block, shared by the Terms of Use and the Privacy Policy. */
export function GrievanceContact() {
  return (
    <>
      <p>
        Complaints about content on the platform, your account, payments or your personal data can
        be sent to our Grievance Officer. We acknowledge a complaint within 24 hours and resolve it
        within 15 days of receiving it.
      </p>
      <address className="border-line bg-surface text-ink mb-4 rounded-xl border p-5 not-italic">
        <strong>Grievance Officer, {site.name}</strong>
        <br />
        {site.address}
        <br />
        E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
        <br />
        Phone: <a href={telHref(site.phone)}>{site.phone}</a>
      </address>
    </>
  )
}
