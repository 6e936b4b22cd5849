import { Link } from 'react-router';
import { LEGAL_CONTACT, type LegalSection } from './legal-section.ts';

export const TERMS_LAST_UPDATED = '2026-11-01';

export const TERMS_MINIMUM_AGE = 18;

export const termsIntro = (
  <p>
    Welcome to Canopy. These Terms and Conditions (the &ldquo;Terms&rdquo;) are an agreement between
    you and Canopy (&ldquo;we&rdquo;, &ldquo;us&rdquo;) about your use of the Canopy website, apps
    and services (the &ldquo;Service&rdquo;). Please read them carefully: they include a binding
    arbitration agreement and a waiver of class actions in the General legal terms below.
  </p>
);

const numberedSections: readonly Omit<LegalSection, 'number'>[] = [
  {
    id: 'no-medical-advice',
    title: 'No medical advice',
    body: (
      <p>
        Canopy is for information and community only. Nothing on the Service, including posts,
        reviews, product descriptions or answers from other members or our assistant, is medical
        advice, diagnosis or treatment. Always ask a doctor or other qualified health professional
        about a medical condition or before using cannabis, and never ignore professional advice
        because of something you read here. In an emergency, call your local emergency number.
      </p>
    ),
  },
  {
    id: 'cannabis-and-local-law',
    title: 'Cannabis use and local law',
    body: (
      <p>
        Cannabis laws differ from place to place, and cannabis remains illegal under United States
        federal law. You are responsible for knowing and following the laws where you live and where
        you use the Service. Canopy does not encourage any illegal activity, and you must not use
        the Service to buy, sell or arrange cannabis in breach of those laws. Never drive or operate
        machinery while impaired.
      </p>
    ),
  },
  {
    id: 'user-opinions',
    title: "Member comments are their authors' opinions",
    body: (
      <p>
        Comments, reviews, ratings and other posts are the opinions of the members who write them,
        not of Canopy. We do not check them for accuracy and do not endorse them.
      </p>
    ),
  },
  {
    id: 'acceptance',
    title: 'Acceptance of these Terms',
    body: (
      <p>
        By creating an account or using the Service you accept these Terms. You may use the Service
        only if you are of legal age, which means {TERMS_MINIMUM_AGE} or older, and able to form a
        binding contract. If you do not accept these Terms, do not use the Service.
      </p>
    ),
  },
  {
    id: 'language',
    title: 'Language',
    body: (
      <p>
        These Terms are written in English. If we give you a translation, it is for convenience
        only, and the English version applies where the two differ.
      </p>
    ),
  },
  {
    id: 'provision-of-service',
    title: 'Provision of the Service',
    body: (
      <p>
        We are always changing the Service. We may add or remove features, set limits on use or
        storage, or stop offering all or part of the Service, temporarily or for good. Where a
        change affects you significantly we will try to tell you in advance.
      </p>
    ),
  },
  {
    id: 'permitted-use',
    title: 'Permitted use',
    body: (
      <p>
        Use the Service only as these Terms and the law allow. Do not access it other than through
        the interfaces we provide, scrape it, overload or disrupt it, get around its security,
        impersonate anyone, or use it to harass, spam or harm others.
      </p>
    ),
  },
  {
    id: 'passwords-and-security',
    title: 'Passwords and account security',
    body: (
      <p>
        Keep your password confidential. You are responsible for all activity on your account. If
        you suspect that someone else has used it, change your password and tell us right away at{' '}
        <a href={`mailto:${LEGAL_CONTACT.supportEmail}`}>{LEGAL_CONTACT.supportEmail}</a>.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        Our <Link to="/privacy-policy">Privacy Policy</Link> explains how we collect and use your
        personal information. By using the Service you agree that we may use it as that policy
        describes.
      </p>
    ),
  },
  {
    id: 'content',
    title: 'Content',
    body: (
      <p>
        The person who posts content is responsible for it. We do not review everything before it
        appears, and you may come across content you find offensive or inaccurate. We may review,
        refuse or remove any content that we believe breaks these Terms or the law, but we are not
        obliged to do so.
      </p>
    ),
  },
  {
    id: 'proprietary-rights',
    title: 'Proprietary rights',
    body: (
      <p>
        Canopy and its licensors own the Service, including its software, design, text, graphics,
        logos and trademarks. Apart from the license in section 12, these Terms give you no rights
        in them. Do not remove or change any copyright, trademark or other notice, and do not use
        our names or logos without our written permission.
      </p>
    ),
  },
  {
    id: 'limited-license',
    title: 'Limited license',
    body: (
      <p>
        We give you a personal, worldwide, royalty-free, non-exclusive, non-transferable and
        revocable license to use the software we provide, only to use the Service as these Terms
        allow. You may not copy, modify, sell or reverse engineer it, unless the law allows it
        despite this restriction.
      </p>
    ),
  },
  {
    id: 'your-content-license',
    title: 'License to your content',
    body: (
      <p>
        You keep ownership of what you post. You give Canopy a worldwide, non-exclusive,
        royalty-free license to host, store, copy, display, adapt and distribute it to run, promote
        and improve the Service. The license ends when you delete the content or your account,
        except for copies others have shared, backups kept for a limited time and records we must
        keep by law. You confirm that you have the rights needed to grant this license.
      </p>
    ),
  },
  {
    id: 'updates',
    title: 'Updates',
    body: (
      <p>
        The Service and our apps may update automatically to add features, fix problems or improve
        security. These Terms apply to every update unless it comes with its own terms.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may stop using the Service or delete your account at any time. We may suspend or end
        your access if you break these Terms, if the law requires it, or if your use puts others or
        the Service at risk. Sections that by their nature should survive, such as those on
        ownership, warranties, liability and disputes, continue after termination.
      </p>
    ),
  },
  {
    id: 'warranty-exclusion',
    title: 'Exclusion of warranties',
    body: (
      <p>
        The Service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. To the extent
        the law allows, we make no warranties, express or implied, including about merchantability,
        fitness for a particular purpose or non-infringement, or that the Service, dispensary
        listings, product information or member content are accurate, complete or always available.
      </p>
    ),
  },
  {
    id: 'liability-limits',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, Canopy is not liable for indirect, incidental, special,
        consequential or punitive damages, or for lost profits, data or goodwill, arising from your
        use of the Service. Our total liability for any claim is limited to the greater of the
        amount you paid us in the 12 months before the claim and US$100. Some places do not allow
        these limits, so they may not all apply to you.
      </p>
    ),
  },
  {
    id: 'copyright-policy',
    title: 'Copyright policy',
    body: (
      <p>
        We respond to notices of copyright infringement that follow the Digital Millennium Copyright
        Act. Send your notice, identifying the work, the material you say infringes it and where it
        appears, with your contact details, a good-faith statement and your signature, to{' '}
        <a href={`mailto:${LEGAL_CONTACT.copyrightEmail}`}>{LEGAL_CONTACT.copyrightEmail}</a> or by
        post to our address in the Privacy Policy. We remove infringing material and close the
        accounts of repeat infringers.
      </p>
    ),
  },
  {
    id: 'advertisements',
    title: 'Advertisements',
    body: (
      <p>
        The Service may show advertisements and sponsored content, some of it chosen using
        information about you, as described in our Privacy Policy. Sponsored content is labeled.
        Advertisers are responsible for their ads and products, and cannabis ads appear only where
        the law allows them.
      </p>
    ),
  },
  {
    id: 'other-content',
    title: 'Other content',
    body: (
      <p>
        The Service may link to websites, apps or content that Canopy does not own or control. We
        are not responsible for them, and a link is not an endorsement. Your dealings with third
        parties are between you and them, under their own terms.
      </p>
    ),
  },
];

export const termsSections: readonly LegalSection[] = [
  ...numberedSections.map((section, index) => ({ ...section, number: index + 1 })),
  {
    id: 'changes-to-terms',
    title: 'Changes to these Terms',
    body: (
      <p>
        We may change these Terms. We will post the new version here with a new &ldquo;Last
        updated&rdquo; date and, for significant changes, show an in-site notice before they take
        effect. Changes do not apply to disputes that arose before them. If you keep using the
        Service after a change takes effect, you accept the new Terms.
      </p>
    ),
  },
  {
    id: 'general-legal-terms',
    title: 'General legal terms',
    body: (
      <>
        <p>
          <strong>Governing law.</strong> These Terms are governed by the laws of the State of
          Nevada, without regard to its conflict-of-laws rules.
        </p>
        <p>
          <strong>Binding arbitration.</strong> Any dispute between you and Canopy about the Service
          or these Terms will be settled by final and binding arbitration administered by JAMS under
          its Streamlined Arbitration Rules and Procedures, instead of in court.
        </p>
        <p>
          <strong>Location.</strong> Within 10 days after arbitration starts, you may ask for it to
          take place in the county where you live. If you do not ask within 10 days, it will take
          place in Las Vegas, Nevada.
        </p>
        <p>
          <strong>No class actions.</strong> Disputes are resolved only on an individual basis. You
          and Canopy each give up the right to bring or take part in a class, collective or
          representative action, and the right to a jury trial.
        </p>
        <p>
          <strong>Exceptions.</strong> Either party may go to court to protect its intellectual
          property rights, such as copyrights, trademarks and trade secrets, and either party may
          bring an individual claim in small claims court if it qualifies.
        </p>
        <p>
          <strong>Everything else.</strong> These Terms and the Privacy Policy are the whole
          agreement between you and Canopy about the Service. If a court finds part of them
          unenforceable, the rest stays in effect. If we do not enforce a right, we have not given
          it up. You may not transfer these Terms; we may transfer them as part of a merger or sale.
        </p>
      </>
    ),
  },
];
