import { Link } from 'react-router'
import { site } from '../../lib/site'
import type { DocSection } from './doc-section'
import { GrievanceContact } from './grievance-contact'

/** The Privacy Policy, section by section (also usable by the registration terms dialog). */
export const PRIVACY_SECTIONS: DocSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {site.name}, operated from {site.address}, is the Data Fiduciary for the personal data
        processed through this platform, within the meaning of the Digital Personal Data Protection
        Act, 2023 (the &ldquo;DPDP Act&rdquo;). This policy explains what we collect, why, who sees
        it, how long we keep it and what rights you have.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, mobile number, e-mail address and account
          type (seeker or owner). Your password is stored only as a one-way hash.
        </li>
        <li>
          <strong>Verification:</strong> the one-time passwords we send to confirm your phone or
          e-mail; they expire within minutes.
        </li>
        <li>
          <strong>Listings (owners):</strong> property details, photographs and documents, the
          property address and PIN code, and the contact phone number you give for the listing.
          Location data embedded in uploaded photographs is removed when they are processed.
        </li>
        <li>
          <strong>Wallet and payments:</strong> top-up amounts, credits, and Razorpay order and
          payment references with their status. Card, UPI and bank details are entered on
          Razorpay&apos;s checkout and never reach our servers.
        </li>
        <li>
          <strong>Unlocks:</strong> which properties you unlocked and when.
        </li>
        <li>
          <strong>Enquiries:</strong> what you send us by e-mail, phone or through the website.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser type and request logs, used for
          security. Your login token is kept in your browser&apos;s local storage. We use no
          advertising cookies or cross-site trackers.
        </li>
      </ul>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we use it',
    body: (
      <>
        <ul>
          <li>to create, verify and secure your account;</li>
          <li>to publish listings and let owners manage them;</li>
          <li>to process top-ups and keep an accurate record of your credits;</li>
          <li>to show an owner&apos;s contact details to the users who unlock that listing;</li>
          <li>to answer your enquiries and support requests;</li>
          <li>
            to prevent fraud and abuse and to enforce our <Link to="/terms">Terms of Use</Link>;
          </li>
          <li>to meet our obligations under tax, accounting and other laws.</li>
        </ul>
        <p>
          We do not sell personal data. We send you service messages (one-time passwords, payment
          confirmations, changes to our policies); we send promotional e-mail only if you ask for
          it, and you can stop it at any time.
        </p>
      </>
    ),
  },
  {
    id: 'consent',
    title: 'Consent and legitimate uses',
    body: (
      <p>
        We process your data on the basis of the consent you give when you register, after reading
        this notice, and for the legitimate uses the DPDP Act allows, such as data you provide
        voluntarily for a stated purpose and compliance with the law. You may withdraw consent at
        any time by writing to {site.email}. Withdrawal does not affect processing done before it,
        and we may then be unable to keep your account open.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'When your data is shared',
    body: (
      <ul>
        <li>
          <strong>Owner contact details with seekers.</strong> When a registered user unlocks a
          listing, we show them the owner&apos;s name, the listing&apos;s phone number, the full
          address and the PIN code. This is the core of the service, and owners list on that
          understanding. Details already shown to a seeker cannot be recalled from them.
        </li>
        <li>
          <strong>Seekers&apos; details are not shared with owners.</strong> An owner learns who you
          are only when you contact them.
        </li>
        <li>
          <strong>Service providers</strong> acting on our behalf: Razorpay for payments, and
          providers of hosting, e-mail and SMS delivery, under contracts that limit use to our
          purposes.
        </li>
        <li>
          <strong>Authorities,</strong> when the law requires it, such as a court order or a lawful
          request from a government agency.
        </li>
        <li>
          <strong>OpenStreetMap,</strong> which receives your IP address only if you choose to load
          the map on our contact page.
        </li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account details: while your account is open, and deleted after you close it.</li>
        <li>Listings: until the owner deletes them or closes the account.</li>
        <li>
          Payment and wallet records: for as long as tax and accounting laws require, generally
          eight years.
        </li>
        <li>Security logs: 180 days, as directed by CERT-In.</li>
        <li>One-time passwords: until they expire or are used.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        All traffic is encrypted with HTTPS. Passwords and login tokens are stored only as hashes,
        and tokens are revoked when you log out or change your password. Contact details leave our
        servers only after an unlock, and staff access to personal data is limited to those who need
        it. If a personal data breach occurs, we will inform the Data Protection Board of India and
        the affected users as the DPDP Act requires.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>obtain a summary of the personal data we process about you and how we use it;</li>
          <li>have inaccurate or incomplete data corrected, completed or updated;</li>
          <li>
            have your data erased when it is no longer needed, unless the law requires us to keep
            it;
          </li>
          <li>withdraw your consent;</li>
          <li>have your grievances addressed by us;</li>
          <li>nominate a person to exercise these rights if you die or become incapacitated.</li>
        </ul>
        <p>
          Write to {site.email} from your registered e-mail address. You can also correct most
          account and listing details yourself after logging in.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The platform is only for people aged 18 or over. We do not knowingly process the personal
        data of children; if we learn that an account belongs to someone under 18, we close it and
        delete its data.
      </p>
    ),
  },
  {
    id: 'transfers',
    title: 'Where your data is processed',
    body: (
      <p>
        Our servers and service providers may process data in India or abroad. Any transfer outside
        India follows section 16 of the DPDP Act and is never made to a country the Government of
        India has restricted.
      </p>
    ),
  },
  {
    id: 'grievance',
    title: 'Grievance Officer and complaints',
    body: (
      <>
        <GrievanceContact />
        <p>
          If you are not satisfied with our response, you may complain to the Data Protection Board
          of India.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will update this policy when our practices or the law change, and show the new effective
        date at the top. For material changes we will tell you on the platform or by e-mail before
        they apply.
      </p>
    ),
  },
]
