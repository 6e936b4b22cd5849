import { Link } from 'react-router';
import { LEGAL_CONTACT, type LegalSection } from './legal-section.ts';

export const PRIVACY_LAST_UPDATED = '2026-11-01';

export const PRIVACY_MINIMUM_AGE = 17;
export const CHILDREN_AGE_LIMIT = 13;
export const BREACH_NOTICE_BUSINESS_DAYS = 7;

export const privacyIntro = (
  <>
    <p>
      Canopy is a social app for people who use cannabis. Members keep a profile, write posts,
      comments and reviews, rate products and places, share photos and albums, and find dispensaries
      near them. This policy explains what we learn about you while you do that, why we need it, who
      else sees it and the choices you have.
    </p>
    <p>
      It applies to the Canopy website and apps. By using Canopy you agree to the practices
      described here and in our <Link to="/terms-and-conditions">Terms and Conditions</Link>.
    </p>
  </>
);

export const privacySections: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Your e-mail address</strong>, which you use to sign up, sign in and hear from
            us.
          </li>
          <li>
            <strong>Profile information</strong> such as your name, username, profile photo, short
            bio and the preferences you choose to share.
          </li>
          <li>
            <strong>Purchase and payment details</strong> when you buy something through Canopy:
            what you ordered, billing details and a reference to your payment method. Card numbers
            are handled by our payment processor; we keep only what we need to show your orders and
            handle refunds.
          </li>
          <li>
            <strong>Feedback</strong> you send us, including support requests, survey answers and
            bug reports.
          </li>
          <li>
            <strong>Content you post</strong>: posts, comments, reviews, ratings, photos and albums.
            Most of it is visible to other members by design.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <p>
          When you use Canopy we also receive passive information: your IP address, browser type and
          version, device and operating system, the pages you view and when, the site that referred
          you, and your approximate location.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    body: (
      <ul>
        <li>to run your account and show your profile and content to other members;</li>
        <li>to personalize what you see, such as nearby dispensaries, posts and offers;</li>
        <li>to process orders and send receipts;</li>
        <li>to answer your feedback and improve the service;</li>
        <li>to keep Canopy safe, prevent fraud and abuse, and enforce our terms;</li>
        <li>to meet our legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'location',
    title: 'Your location',
    body: (
      <>
        <p>
          With your permission, Canopy uses your device&apos;s location, or an estimate based on
          your IP address, for two things: to show your general location (your city or area, never
          your street address) on your profile and posts, and to recommend dispensaries, deals and
          events near you.
        </p>
        <p>
          You can withdraw location permission at any time in your browser or device settings.
          Canopy keeps working, but recommendations will be less relevant.
        </p>
      </>
    ),
  },
  {
    id: 'social-login',
    title: 'Signing in with a social network',
    body: (
      <p>
        If you join or sign in with a social network account, that network shares with us the
        information its settings allow, usually your name, e-mail address, profile picture and a
        user identifier. We use it only to create and secure your Canopy account and fill in your
        profile. We never receive your social network password, and you can remove Canopy&apos;s
        access from that network&apos;s settings.
      </p>
    ),
  },
  {
    id: 'notifications',
    title: 'Notifications',
    body: (
      <p>
        We send notifications in the app, by e-mail and, if you allow it, as push notifications:
        about activity on your posts, messages, followers, orders and features you might like. You
        can turn each kind off in your account settings or your device settings. Messages about
        security, orders and changes to our policies are part of the service and are sent while your
        account is open.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <p>We do not sell your personal information. We share it only:</p>
        <ul>
          <li>
            with <strong>service providers</strong> that work on our behalf, such as hosting,
            payment processing, e-mail delivery, analytics and customer support, under contracts
            that limit their use of it to the work they do for us;
          </li>
          <li>
            with our <strong>affiliates</strong>, companies under common ownership with Canopy, who
            must handle it in line with this policy;
          </li>
          <li>
            with other members, for the content and profile details you choose to make public;
          </li>
          <li>when the law requires it, or to protect the rights and safety of people;</li>
          <li>as part of a merger, sale or reorganization, subject to this policy;</li>
          <li>with anyone else only with your consent.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies-advertising-analytics',
    title: 'Cookies, advertising and analytics',
    body: (
      <>
        <p>
          We use cookies and similar technologies to keep you signed in and remember your settings.
          We also work with analytics providers that help us understand how Canopy is used, and with
          advertising partners that show ads and measure how they perform. These partners may set
          their own cookies and may use information about your activity on Canopy and on other sites
          to show ads that match your interests.
        </p>
        <p>You can opt out at any time:</p>
        <ul>
          <li>block or delete cookies in your browser settings;</li>
          <li>
            opt out of interest-based ads from participating companies at{' '}
            <a href="https://optout.networkadvertising.org" rel="noreferrer" target="_blank">
              optout.networkadvertising.org
            </a>{' '}
            and{' '}
            <a href="https://optout.aboutads.info" rel="noreferrer" target="_blank">
              optout.aboutads.info
            </a>
            ;
          </li>
          <li>limit ad tracking in your phone&apos;s privacy settings.</li>
        </ul>
        <p>
          Blocking essential cookies may stop parts of Canopy, such as signing in, from working.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your information',
    body: (
      <p>
        Everything you send to Canopy travels over an encrypted SSL (TLS) connection, and we limit
        who inside Canopy can see personal information. Payment details are handled by a processor
        that meets card-industry security standards. No system is perfectly secure, so please use a
        strong password that you do not use elsewhere.
      </p>
    ),
  },
  {
    id: 'age-requirement',
    title: 'Age requirement',
    body: (
      <p>
        Canopy is for adults. You must be {PRIVACY_MINIMUM_AGE} or older to use it, and you must
        also follow the age limits for cannabis where you live.
      </p>
    ),
  },
  {
    id: 'children',
    title: "Children's privacy",
    body: (
      <p>
        Canopy is not directed at children under {CHILDREN_AGE_LIMIT}, and we do not knowingly
        collect personal information from them. If we learn that a child under {CHILDREN_AGE_LIMIT}{' '}
        has given us personal information, we delete it. A parent or guardian who believes this has
        happened can write to {LEGAL_CONTACT.privacyEmail}.
      </p>
    ),
  },
  {
    id: 'caloppa',
    title: 'California Online Privacy Protection Act (CalOPPA)',
    body: (
      <>
        <p>In line with CalOPPA, which protects California residents and is a good rule for all:</p>
        <ul>
          <li>
            <strong>Do Not Track.</strong> When your browser sends a Do Not Track or Global Privacy
            Control signal, we treat it as a request to opt out of interest-based ads and
            non-essential analytics cookies in that browser.
          </li>
          <li>
            <strong>Third-party tracking.</strong> The advertising and analytics partners described
            above may collect information about your online activity over time and across websites.
            You can stop this with the opt-outs listed in that section.
          </li>
          <li>
            <strong>Changes.</strong> We tell you about changes to this policy on this page, with a
            new &ldquo;Last updated&rdquo; date, and by an in-site notice when a change is
            significant.
          </li>
          <li>
            <strong>Finding this policy.</strong> It is linked, under the word
            &ldquo;Privacy&rdquo;, from the sign-up page and from the footer of every member page.
          </li>
          <li>
            <strong>Your information.</strong> You can review and change your personal information
            by signing in and editing your profile, or by e-mailing us.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-breach',
    title: 'If a data breach happens',
    body: (
      <p>
        If we learn of a breach that affects your personal information, we will tell you with an
        in-site notice within {BREACH_NOTICE_BUSINESS_DAYS} business days, and we will also notify
        you and the authorities in any other way the law requires.
      </p>
    ),
  },
  {
    id: 'account-deletion',
    title: 'Deleting your account',
    body: (
      <p>
        You can delete your account at any time from your account settings or by e-mailing us.
        Deleting it removes your personal information: your e-mail address, profile, location and
        saved payment details. Non-personal content may be retained, such as ratings, anonymized
        reviews and statistics that no longer identify you, along with records we must keep by law.
      </p>
    ),
  },
  {
    id: 'policy-updates',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as Canopy changes or as the law requires. The &ldquo;Last
        updated&rdquo; date at the top shows when it last changed. If you keep using Canopy after a
        change takes effect, the updated policy applies to you.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>Questions or requests about your privacy can be sent to:</p>
        <address css={{ fontStyle: 'normal' }}>
          {LEGAL_CONTACT.company} Privacy Team
          <br />
          {LEGAL_CONTACT.postalLines.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
          <a href={`mailto:${LEGAL_CONTACT.privacyEmail}`}>{LEGAL_CONTACT.privacyEmail}</a>
        </address>
      </>
    ),
  },
];
