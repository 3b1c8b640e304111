/**
 * Privacy Policy and Terms of Service. `{business}`, `{phone}` and `{email}` are filled
 * in from the settings when the page renders.
 */
export type LegalSection = { heading: string; paragraphs: string[]; items?: string[] }
export type LegalDocument = {
  title: string
  updated: string
  intro: string
  sections: LegalSection[]
}

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-12-02',
  intro:
    '{business} ("we", "us") respects your privacy. This policy explains what we collect when you use this website, why, and the choices you have.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['We only collect what you give us or what the site needs to work:'],
      items: [
        'Contact details you enter in a quote request, service request, booking or checkout: name, e-mail, phone, address and ZIP code.',
        'Project details you choose to share, including photos of blinds that need repair.',
        'Business details window companies send through the B2B portal, including their customer’s name, phone and address for the job.',
        'Your shopping cart, kept on our server and identified by a cookie.',
        'How you found us, kept with your request, booking or order when you send it: the first page of your visit on this site, the name of the website that linked to it (for example google.com, never the full address or what you searched for) and the campaign labels of the link (utm_source, utm_medium, utm_campaign). Nothing else about your visit is stored, and we use no third-party trackers or analytics.',
        'Orders and payments. Card details go directly to our payment processor (Stripe); we never see or store your card number.',
        'Basic technical data our servers log, such as IP address and browser type, to keep the site secure and to limit abuse.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To prepare quotes, schedule and perform work, process orders and payments, answer your questions and keep records the law requires. We contact you about your request by phone, text or e-mail. We do not send marketing e-mail without your consent.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We use a few first-party cookies that the site needs: one holds your cart, one carries short confirmation messages between pages, one remembers for 90 days how you first arrived (the page, the linking website and the link’s campaign labels, read only when you send us a request, booking or order), and one keeps staff signed in. We do not use advertising cookies. Videos play from the video host only after you press play.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell or rent your personal information. We share it only with the service providers that help us run the business (payment processing, scheduling software, hosting and storage), under agreements that limit their use to our instructions, or when the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Quote and service requests are kept for up to three years so we can honour guarantees and follow up on work. Order and payment records are kept as long as tax law requires. You may ask us to delete your information sooner where the law allows.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You may ask to see, correct or delete the personal information we hold about you. Contact us at {email} or {phone}. We answer within 30 days.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'The site uses encrypted connections; access to customer records is limited to staff who need it, behind individual logins.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'This site is not directed to children under 13 and we do not knowingly collect their information.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'If we change this policy we will update the date above. Questions: {email} or {phone}.',
      ],
    },
  ],
}

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  updated: '2026-01-15',
  intro:
    'These terms apply to quotes, services and products provided by {business} and to the use of this website. By requesting a quote, booking a service or placing an order you accept them.',
  sections: [
    {
      heading: 'Quotes and estimates',
      paragraphs: [
        'Estimates are free. Written quotes are valid for 30 days from the date they are issued. Prices for made-to-measure products depend on the measurements we confirm on site.',
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        'Payment for services is due on completion of the work. We accept cash, check and credit card. Online orders are paid by card when they are placed; Florida sales tax is added as shown at checkout.',
      ],
    },
    {
      heading: 'Appointments and cancellation',
      paragraphs: [
        'Please give at least 24 hours’ notice to cancel or reschedule an appointment. Emergency services may carry cancellation fees because a technician is dispatched right away.',
      ],
    },
    {
      heading: 'Made-to-measure products',
      paragraphs: [
        'Blinds and shades are cut to your measurements. Once production has started an order cannot be cancelled. Where we measured, we are responsible for the fit; where you supplied the measurements, please check them carefully before ordering.',
      ],
    },
    {
      heading: 'Guarantees and warranties',
      paragraphs: ['Our commitments to you:'],
      items: [
        'A 1-year installation guarantee on every installation we perform, whether you bought the product from us or elsewhere.',
        'A 30-day adjustment service after installation at no charge.',
        'Manufacturer warranties on products and motors (for example a 5-year warranty on the motors we install), which we help you claim.',
      ],
    },
    {
      heading: 'Access and site conditions',
      paragraphs: [
        'Please make the windows we work on accessible. We take care of your home; pre-existing damage to walls, frames or window treatments is noted before work begins.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We are licensed and insured. Our liability for any claim is limited to the amount paid for the product or service concerned, except where the law does not allow such a limit.',
      ],
    },
    {
      heading: 'Using this website',
      paragraphs: [
        'Content and images on this site belong to {business}. Please do not misuse the site’s forms; we limit repeated submissions.',
      ],
    },
    {
      heading: 'Governing law and contact',
      paragraphs: [
        'These terms are governed by the laws of the State of Florida. Questions: {email} or {phone}.',
      ],
    },
  ],
}

/** Replaces {business}, {phone} and {email} with the settings. */
export function fillLegalText(
  text: string,
  values: { business: string; phone: string; email: string },
): string {
  return text
    .replaceAll('{business}', values.business)
    .replaceAll('{phone}', values.phone)
    .replaceAll('{email}', values.email)
}
