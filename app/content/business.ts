/**
 * The business profile and the claims the business vouches for. Phone, e-mail and
 * name are settings (see env.server.ts); everything here is the same for every deploy.
 */
export const BUSINESS_CLAIMS = {
  tagline: "South Florida's Premier Blinds & Window Treatment Experts",
  experience: '22+ Years of Excellence',
  foundingYear: 2002,
  serviceArea: 'South Florida Tri-County Area',
  counties: ['Broward', 'Miami-Dade', 'Palm Beach'],
  rating: '5.0',
  reviewCount: '100+',
  customerCount: '500+',
  citiesServed: 14,
  promises: [
    'Same-day & 24/7 emergency service',
    'Licensed & insured',
    'Free estimates',
    'Hurricane-resistant products',
    '1-year installation guarantee',
  ],
} as const

/**
 * The business's opening hours: the one definition the footer, the home page's contact
 * section, the booking page and the JSON-LD `openingHoursSpecification` all read
 * (docs/requirements.md#the-business). Times are 24-hour `HH:MM`, Eastern Time.
 */
export const BUSINESS_HOURS = [
  {
    label: 'Mon-Fri',
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '18:00',
  },
  { label: 'Sat', dayOfWeek: ['Saturday'], opens: '09:00', closes: '16:00' },
] as const

/** '08:00' -> '8AM', '16:30' -> '4:30PM'. */
export function hourLabel(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number)
  const suffix = h >= 12 ? 'PM' : 'AM'
  const hour12 = h % 12 === 0 ? 12 : h % 12
  return `${hour12}${m ? `:${String(m).padStart(2, '0')}` : ''}${suffix}`
}

/** Opening hours as shown to people (footer, contact section): 'Mon-Fri', '8AM-6PM'. */
export const FOOTER_HOURS = BUSINESS_HOURS.map((h) => ({
  days: h.label,
  hours: `${hourLabel(h.opens)}-${hourLabel(h.closes)}`,
}))

/**
 * The seed's hours of each day of the week, Monday first (null: closed). The office's business
 * settings replace them (app/server/content/business-settings.server.ts); visits are booked
 * inside the hours of their day. A function, so pages that never call it do not carry it.
 */
export function seedWeekHours() {
  return (
    ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
  ).map((day) => {
    const group = BUSINESS_HOURS.find((h) => (h.dayOfWeek as readonly string[]).includes(day))
    return { day, opens: group?.opens ?? null, closes: group?.closes ?? null }
  })
}

/** Opening hours for structured data (schema.org). */
export const STRUCTURED_DATA_HOURS = BUSINESS_HOURS.map((h) => ({
  dayOfWeek: [...h.dayOfWeek],
  opens: h.opens,
  closes: h.closes,
}))

/** 'Mon-Fri 8AM-6PM, Sat 9AM-4PM' */
export const HOURS_SENTENCE = FOOTER_HOURS.map((h) => `${h.days} ${h.hours}`).join(', ')

export const BUSINESS_TIME_ZONE = 'America/New_York'

/** `tel:` href for a displayed phone number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, '')
  return `tel:${digits.startsWith('+') ? digits : `+1${digits}`}`
}
