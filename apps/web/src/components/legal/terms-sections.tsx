import { Link } from 'react-router'
import { site } from '../../lib/site'
import type { DocSection } from './doc-section'
import { GrievanceContact } from './grievance-contact'

/** The Terms of Use, section by section (also usable by the registration terms dialog). */
export const TERMS_SECTIONS: DocSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms govern your use of the {site.name} website and services (the
          &ldquo;platform&rdquo;), operated from {site.address} (&ldquo;we&rdquo;,
          &ldquo;us&rdquo;). By creating an account or using the platform you agree to them and to
          our <Link to="/privacy">Privacy Policy</Link>. If you do not agree, please do not use the
          platform.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility and accounts',
    body: (
      <>
        <p>
          <strong>You must be at least 18 years old</strong> and competent to contract under the
          Indian Contract Act, 1872 to register or use the platform. If you act for a company, firm
          or other business, you confirm that you are authorised to bind it.
        </p>
        <ul>
          <li>Give your true name, mobile number and e-mail address, and keep them up to date.</li>
          <li>Your account is verified with a one-time password; keep your password secret.</li>
          <li>You are responsible for everything done through your account.</li>
          <li>Tell us at once at {site.email} if you suspect misuse of your account.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'platform',
    title: 'What the platform does',
    body: (
      <>
        <p>
          {site.name} is an online marketplace where owners and their authorised agents list
          warehouses, godowns and commercial space for sale, rent or lease, and registered users pay
          wallet credits to see an owner&apos;s contact details. We do not own, let or sell the
          listed properties, we are not a party to any agreement between users, and we charge no
          brokerage on any deal.
        </p>
        <p>
          We do not inspect every property or verify every statement in a listing. Before you sign
          or pay anything, visit the site and check the documents; our{' '}
          <Link to="/point-concern">Point of Concern</Link> page lists what to look at.
        </p>
      </>
    ),
  },
  {
    id: 'credits',
    title: 'Wallet credits',
    body: (
      <>
        <ul>
          <li>
            <strong>One credit is worth one rupee (₹1).</strong> Credits are prepaid: you buy them
            through our payment partner, Razorpay, and they are added to your wallet once the
            payment is confirmed.
          </li>
          <li>
            Credits are used only to unlock the contact details of listed properties on the
            platform. The number of credits an unlock costs is shown before you confirm it.
          </li>
          <li>Unlocking a property you have already unlocked does not cost credits again.</li>
          <li>
            Credits are personal to your account: they cannot be transferred to another account,
            exchanged for cash except as a refund under <a href="#refunds">Refunds</a>, and do not
            earn interest.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <>
        <ul>
          <li>
            <strong>Failed or duplicate payments.</strong> If money leaves your account but no
            credits are added, or you are charged twice, we credit your wallet or refund the amount
            to the original payment method after reconciliation with Razorpay. Refunds usually reach
            you within 5–7 working days, depending on your bank.
          </li>
          <li>
            <strong>Unused credits.</strong> You may ask for a refund of unused credits bought in
            the last 180 days by writing to {site.email} from your registered e-mail address. We
            refund them to the original payment method.
          </li>
          <li>
            <strong>Wrong contact details.</strong> If the details you unlocked are plainly wrong
            (for example, the number is not in service or does not belong to the owner or their
            agent) and you tell us within 7 days of the unlock, we investigate and, if your report
            is confirmed, restore the credits to your wallet.
          </li>
          <li>Apart from these cases, credits spent on an unlock are not refundable.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'listings',
    title: 'Rules for owners and agents',
    body: (
      <>
        <p>Listing a property is free. When you list, you confirm that:</p>
        <ul>
          <li>you own the property or hold the owner&apos;s written authority to offer it;</li>
          <li>
            the description, dimensions, price, deposit and address are accurate, and the property
            is available on the terms stated;
          </li>
          <li>you have the right to publish the photographs and documents you upload;</li>
          <li>the phone number you give is yours or your office&apos;s, and is answered;</li>
          <li>
            you will update or remove the listing as soon as the property is let, sold or withdrawn;
          </li>
          <li>
            you comply with the laws that apply to you, including any registration your state
            requires of property agents.
          </li>
        </ul>
        <p>
          You let us display, format and moderate your listing content on the platform. We may edit
          a listing for format, or hide or remove it, if it breaks these terms.
        </p>
      </>
    ),
  },
  {
    id: 'prohibited',
    title: 'Prohibited content and conduct',
    body: (
      <>
        <p>You must not use the platform to post, share or do any of the following:</p>
        <ul>
          <li>false or misleading listings, or property you have no right to offer;</li>
          <li>duplicate listings of the same property, or listings used only as advertisements;</li>
          <li>content that infringes someone else&apos;s copyright, trade mark or privacy;</li>
          <li>
            content that is unlawful, defamatory, obscene, threatening or harmful to children, or
            that is otherwise prohibited by rule 3(1)(b) of the Information Technology (Intermediary
            Guidelines and Digital Media Ethics Code) Rules, 2021;
          </li>
          <li>
            copying, scraping or bulk-collecting listings or contact details, or sharing or selling
            contact details you have unlocked;
          </li>
          <li>
            using unlocked contact details for anything other than enquiring about that property,
            including unsolicited marketing;
          </li>
          <li>
            impersonating anyone, uploading malware, probing or overloading our systems, or getting
            around any security or payment control.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'intermediary',
    title: 'Our role as an intermediary',
    body: (
      <>
        <p>
          For listings and other content that users publish, {site.name} is an intermediary under
          section 2(1)(w) of the Information Technology Act, 2000, and follows the due-diligence
          requirements of the Information Technology (Intermediary Guidelines and Digital Media
          Ethics Code) Rules, 2021. Each user is responsible for the content they post. We act on
          content when we receive a court order or a lawful notice from the appropriate government
          agency, and on complaints made to our <a href="#grievance">Grievance Officer</a>.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limits of liability',
    body: (
      <>
        <p>
          The platform is provided &ldquo;as is&rdquo;. We do not guarantee that a listing is
          accurate, that a property is available or suitable for your purpose, or that a deal will
          be concluded, and we are not responsible for what users say or do to each other.
        </p>
        <p>
          To the extent Indian law allows, we are not liable for indirect or consequential loss,
          such as loss of business or profit, and our total liability to you for any claim is
          limited to the amount you paid us for credits in the six months before the claim arose.
          Nothing in these terms limits liability that cannot be limited by law, such as liability
          for fraud.
        </p>
        <p>
          You agree to compensate us for losses and reasonable costs caused by content you post or
          by your breach of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property and data sources',
    body: (
      <>
        <p>
          The platform&apos;s design, text and software belong to us or our licensors. Listing
          content remains the property of the user who posted it.
        </p>
        <p>
          PIN code and locality data © <a href="https://www.geonames.org/">GeoNames</a>, licensed
          under{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/">
            Creative Commons Attribution 4.0 (CC BY 4.0)
          </a>
          . The map on our contact page, shown only when you choose to load it, is © OpenStreetMap
          contributors.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and closing your account',
    body: (
      <p>
        We may suspend or close an account, and remove its listings, if it breaks these terms or the
        law, or if we are required to. You can close your account at any time by writing to{' '}
        {site.email}; ask for a refund of unused credits under <a href="#refunds">Refunds</a> before
        you do.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of India. Please raise any dispute with our Grievance
        Officer first; most problems are solved that way. Subject to that, the courts of the city in
        which our office ({site.address}) is located have exclusive jurisdiction. This does not
        affect any right you have as a consumer under the Consumer Protection Act, 2019.
      </p>
    ),
  },
  {
    id: 'grievance',
    title: 'Grievance Officer',
    body: <GrievanceContact />,
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the platform or the law changes. The effective date at the top
        shows the current version; for material changes we will give notice on the platform or by
        e-mail before they apply. Continuing to use the platform afterwards means you accept the
        updated terms. A change never reduces the value of credits already in your wallet.
      </p>
    ),
  },
]
