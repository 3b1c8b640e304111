/**
 * The five services, with the content each dedicated page carries. The texts are the seed of
 * the office's versions (app/server/content/services.server.ts reads those); the ids, icons,
 * prices and calls to action stay here.
 * Prices are the business's published rates (docs/requirements.md#services-gallery-and-cities).
 */
export const SERVICE_IDS = [
  'replacement',
  'repair',
  'motorization',
  'installation',
  'blinds-removal',
] as const
export type ServiceId = (typeof SERVICE_IDS)[number]

export type ServiceIcon = 'replace' | 'wrench' | 'motor' | 'install' | 'remove'

export type PriceLine = { label: string; value: string; note?: string }

export type Service = {
  id: ServiceId
  name: string
  /** One sentence, used on cards and as the meta description's base. */
  description: string
  icon: ServiceIcon
  headline: string
  intro: string
  highlights: string[]
  pricingTitle: string
  pricing: PriceLine[]
  pricingNote?: string
  /** Urgency labels (repair) or other badges shown next to the title. */
  badges: string[]
  process: { title: string; text: string }[]
  faqs: { question: string; answer: string }[]
  /** Where the page sends a visitor who is ready. */
  cta: { label: string; to: string }
}

export const SERVICES: Service[] = [
  {
    id: 'replacement',
    name: 'Blinds & Shades Replacement',
    description:
      'Worn, sun-faded or broken window treatments replaced with made-to-measure blinds, shades and shutters.',
    icon: 'replace',
    headline: 'New blinds and shades, measured and fitted for you',
    intro:
      'South Florida sun, salt air and humidity are hard on window treatments. We measure every window, help you choose the right fabric and light control, take the old ones down and install the new ones in a single visit.',
    highlights: [
      'Free in-home measurement and estimate',
      'Vertical blinds, zebra shades, roller shades, shutters and wood blinds',
      'Light-filtering, room-darkening and blackout fabrics',
      'Hurricane-resistant and humidity-proof materials',
      'Old treatments removed and hauled away',
      '1-year installation guarantee',
    ],
    pricingTitle: 'Made-to-measure prices',
    pricing: [
      { label: 'Vertical blinds', value: 'from $89.99' },
      { label: 'Zebra shades', value: 'from $127.99' },
      { label: 'Roller shades', value: 'from $125.99' },
      { label: 'Motors', value: 'from $199.99' },
    ],
    pricingNote:
      'Prices depend on size and fabric. Configure a product in the shop for an exact price, or ask us for a free quote.',
    badges: ['Free estimates'],
    process: [
      { title: 'Free consultation', text: 'We visit, measure and show samples in your light.' },
      { title: 'Made to measure', text: 'Your blinds or shades are cut to the eighth of an inch.' },
      { title: 'Installation', text: 'We remove the old treatments and install the new ones.' },
    ],
    faqs: [
      {
        question: 'How long does a replacement take?',
        answer:
          'Most made-to-measure orders are ready within two weeks; installation of a typical home takes a few hours.',
      },
      {
        question: 'Do you take away the old blinds?',
        answer: 'Yes. We remove and dispose of the old treatments as part of the job.',
      },
    ],
    cta: { label: 'Shop made-to-measure', to: '/shop' },
  },
  {
    id: 'repair',
    name: 'Blinds Repair',
    description:
      'Same-day repair of blinds and shades: cords, chains, wands, slats, tracks, vanes and motors, including authorized Hunter Douglas service.',
    icon: 'wrench',
    headline: 'Fast, honest repair of blinds and shades',
    intro:
      'A broken cord, a stuck track or a dead motor does not mean new blinds. Our technicians carry common parts, fix most problems on the first visit and tell you plainly when a repair is not worth it.',
    highlights: [
      'Cords, chains, wands, tilters and tracks',
      'Broken slats and vertical vanes replaced',
      'Motor and remote troubleshooting',
      'Authorized Hunter Douglas service',
      '24/7 emergency service',
      'Licensed & insured technicians',
    ],
    pricingTitle: 'Repair pricing',
    pricing: [
      { label: 'Repair visit', value: 'starting at $125', note: 'includes diagnosis and labor' },
      { label: 'Emergency service (ASAP)', value: '+$50', note: 'same-day or after-hours visit' },
      { label: 'Parts', value: 'quoted before we start' },
    ],
    pricingNote: 'You approve the price before any work begins.',
    badges: ['Same Day', '24-48 Hours'],
    process: [
      { title: 'Tell us what broke', text: 'Call us or send a quote request with photos.' },
      {
        title: 'Same-day visit',
        text: 'Urgent repairs are seen the same day, others in 24-48 hours.',
      },
      { title: 'Fixed on the spot', text: 'Most repairs are finished in one visit.' },
    ],
    faqs: [
      {
        question: 'How quickly can you come?',
        answer:
          'Emergency repairs are handled the same day; standard repairs are scheduled within 24-48 hours.',
      },
      {
        question: 'Can you repair blinds you did not sell?',
        answer:
          'Yes. We repair every major brand, including Hunter Douglas as an authorized service.',
      },
    ],
    cta: { label: 'Request a repair', to: '/#contact-form' },
  },
  {
    id: 'motorization',
    name: 'Motorization & Smart Home',
    description:
      'Motorize new or existing shades with battery or hardwired motors that work with remotes, voice assistants and smart-home hubs.',
    icon: 'motor',
    headline: 'Shades that open with a tap, a voice or a schedule',
    intro:
      'Motorized shades are safer for children and pets, protect furniture from the sun on a schedule and reach windows you cannot. We fit motors to new shades and to many existing ones.',
    highlights: [
      'Battery (rechargeable) or hardwired motors',
      'Works with voice assistants and smart-home hubs',
      'Remotes, wall switches, sun and temperature sensors',
      'Cordless: safer for children and pets',
      '5-year motor warranty',
      'Professional installation and programming',
    ],
    pricingTitle: 'Motorization pricing',
    pricing: [
      { label: 'Motors', value: 'from $199.99' },
      { label: 'Motorized zebra shade', value: '+$175 per shade' },
      { label: 'Motorized roller shade', value: '+$200 per shade' },
    ],
    pricingNote: 'Every motor we install carries a 5-year motor warranty.',
    badges: ['5-year motor warranty', 'Smart-home ready'],
    process: [
      {
        title: 'Plan',
        text: 'We check your windows, power and Wi-Fi and suggest the right motor.',
      },
      { title: 'Install', text: 'Motors, remotes and hubs installed and paired.' },
      { title: 'Program', text: 'Scenes and schedules set up with you before we leave.' },
    ],
    faqs: [
      {
        question: 'Battery or hardwired?',
        answer:
          'Rechargeable battery motors need no electrician and last months per charge; hardwired motors never need charging and suit new construction.',
      },
      {
        question: 'Can my existing shades be motorized?',
        answer: 'Many roller and zebra shades can. We check yours during a free visit.',
      },
    ],
    cta: { label: 'Browse motors & accessories', to: '/shop/motors-accessories' },
  },
  {
    id: 'installation',
    name: 'Professional Installation',
    description:
      'Professional installation of blinds, shades and shutters, bought from us or elsewhere, with a 1-year installation guarantee.',
    icon: 'install',
    headline: 'Installed level, secure and guaranteed',
    intro:
      'Bought blinds online or at a store? We install them. Every installation is leveled, anchored for concrete and drywall and checked with you, and it is guaranteed for a year.',
    highlights: [
      'Products bought from us or elsewhere',
      'Concrete, block, drywall and wood framing',
      'Inside and outside mounts, high windows and sliding doors',
      '1-year installation guarantee',
      '30-day adjustment service',
      'Clean-up and packaging removed',
    ],
    pricingTitle: 'Installation pricing',
    pricing: [
      {
        label: 'Installation',
        value: '$15 per linear foot',
        note: 'products bought elsewhere, by window width',
      },
      {
        label: 'With a made-to-measure order from our shop',
        value: '$10 per linear foot',
        note: 'added to the cart per product',
      },
    ],
    pricingNote:
      'Every installation carries a 1-year installation guarantee and a 30-day adjustment service.',
    badges: ['1-year guarantee'],
    process: [
      { title: 'Schedule', text: 'Pick a time that suits you.' },
      { title: 'Install', text: 'Brackets anchored, treatments hung, leveled and tested.' },
      { title: 'Walk-through', text: 'We show you how everything works and clean up.' },
    ],
    faqs: [
      {
        question: 'Do you install blinds I bought somewhere else?',
        answer: 'Yes, at $15 per linear foot, with the same 1-year installation guarantee.',
      },
      {
        question: 'What does the 30-day adjustment service cover?',
        answer:
          'If anything needs adjusting in the first 30 days after installation, we come back at no charge.',
      },
    ],
    cta: { label: 'Book an installation', to: '/book-appointment' },
  },
  {
    id: 'blinds-removal',
    name: 'Blinds Removal',
    description:
      'Careful removal of blinds and shades before painting, renovation or a move, with every item labelled and packaged for safe keeping.',
    icon: 'remove',
    headline: 'Blinds taken down carefully, labelled and packaged',
    intro:
      'Painting, hurricane-window installation, renovation or moving? We take your blinds and shades down without damage, label every piece by room and window, and package them for safe keeping so re-installation is simple.',
    highlights: [
      'Every item labelled by room and window',
      'Packaged for safe keeping',
      'Manual and motorized treatments',
      'Ideal before window replacement or painting',
      'Re-installation available',
      'Licensed & insured',
    ],
    pricingTitle: 'Removal pricing',
    pricing: [
      { label: 'Manual blinds and shades', value: '$8 per linear foot' },
      { label: 'Motorized shades', value: '$20 per linear foot' },
      { label: 'Minimum per window', value: '$30' },
      { label: 'Ladder fee (high windows)', value: '$25' },
      { label: 'Service minimum', value: '$150' },
    ],
    pricingNote: 'Linear feet are measured by window width.',
    badges: ['Labelled & packaged'],
    process: [
      { title: 'Walk-through', text: 'We note every window and treatment.' },
      { title: 'Removal', text: 'Treatments come down without damage to walls or frames.' },
      { title: 'Label & package', text: 'Each piece labelled and packaged for safe keeping.' },
    ],
    faqs: [
      {
        question: 'Can you put them back up later?',
        answer:
          'Yes. Because every item is labelled, re-installation is quick; it is priced as installation.',
      },
      {
        question: 'Do you work with window and door contractors?',
        answer: 'Yes. Window companies can send us requests through our B2B portal.',
      },
    ],
    cta: { label: 'Get a removal quote', to: '/#contact-form' },
  },
]

export function getService(id: string | undefined): Service | undefined {
  return SERVICES.find((s) => s.id === id)
}
