/**
 * The 14 Broward cities with their own landing page (/fort-lauderdale …) and a card on
 * /service-areas. Populations are approximate (2020 census, rounded).
 */
export type CityServiceId =
  | 'repair'
  | 'motorization'
  | 'hunter-douglas'
  | 'zebra-shades'
  | 'roller-shades'
  | 'removal'

export type City = {
  slug: string
  name: string
  county: string
  description: string
  keyAreas: string[]
  population: string
  neighborhoods: string[]
  services: CityServiceId[]
  specialties: string[]
  testimonial?: { text: string; author: string; rating: 5 }
  emergencyNotice?: boolean
}

export const CITY_SERVICES: Record<CityServiceId, { title: string; text: string; to: string }> = {
  repair: {
    title: 'Blinds Repair',
    text: 'Cords, chains, slats, tracks and vanes fixed on the spot, often the same day.',
    to: '/services/repair',
  },
  motorization: {
    title: 'Motorization & Smart Home',
    text: 'Battery or hardwired motors that work with remotes, voice assistants and smart-home hubs.',
    to: '/services/motorization',
  },
  'hunter-douglas': {
    title: 'Hunter Douglas Service',
    text: 'Authorized service and repair of Hunter Douglas shades and blinds.',
    to: '/services/repair',
  },
  'zebra-shades': {
    title: 'Zebra Shades',
    text: 'Dual-layer shades that switch between view and privacy, made to measure.',
    to: '/shop/zebra-shades',
  },
  'roller-shades': {
    title: 'Roller Shades',
    text: 'Light-filtering, blackout and solar-screen roller shades, made to measure.',
    to: '/shop/roller-shades',
  },
  removal: {
    title: 'Blinds Removal',
    text: 'Careful removal before painting or new windows, every item labelled and packaged.',
    to: '/services/blinds-removal',
  },
}

const STANDARD_SERVICES: CityServiceId[] = ['repair', 'motorization', 'hunter-douglas']

const STANDARD_SPECIALTIES = [
  'Hurricane-resistant, humidity-proof window treatments',
  'Same-day and 24/7 emergency blinds repair',
  'Condo and HOA-friendly installations',
  'Motorized shades for high and hard-to-reach windows',
  'Free in-home measurement and estimates',
]

function city(c: Omit<City, 'county' | 'services' | 'specialties'> & Partial<City>): City {
  return { county: 'Broward', services: STANDARD_SERVICES, specialties: STANDARD_SPECIALTIES, ...c }
}

export const CITIES: City[] = [
  city({
    slug: 'fort-lauderdale',
    name: 'Fort Lauderdale',
    description:
      'From waterfront homes on the Las Olas isles to downtown high-rises, we repair, motorize and install blinds and shades built for the sun and salt air.',
    keyAreas: ['Las Olas', 'Victoria Park', 'Coral Ridge', 'Rio Vista'],
    population: 'about 182,000 residents',
    neighborhoods: [
      'Las Olas Isles',
      'Victoria Park',
      'Coral Ridge',
      'Rio Vista',
      'Harbor Beach',
      'Colee Hammock',
    ],
  }),
  city({
    slug: 'pompano-beach',
    name: 'Pompano Beach',
    description:
      'Beachfront condos and family homes in Pompano Beach get fast blinds repair and shades that stand up to the ocean breeze.',
    keyAreas: ['Palm Aire', 'Cypress Bend', 'Old Pompano', 'Harbor Village'],
    population: 'about 112,000 residents',
    neighborhoods: [
      'Palm Aire',
      'Cypress Bend',
      'Old Pompano',
      'Harbor Village',
      'Cresthaven',
      'Pompano Beach Highlands',
    ],
  }),
  city({
    slug: 'miramar',
    name: 'Miramar',
    description:
      'Growing Miramar neighbourhoods trust us for new window treatments, motorized shades and same-day repairs.',
    keyAreas: ['Silver Shores', 'Sunset Lakes', 'Monarch Lakes', 'Miramar Isles'],
    population: 'about 134,000 residents',
    neighborhoods: [
      'Silver Shores',
      'Sunset Lakes',
      'Monarch Lakes',
      'Miramar Isles',
      'Riviera Isles',
      'Country Club Ranches',
    ],
  }),
  city({
    slug: 'coral-springs',
    name: 'Coral Springs',
    description:
      'Coral Springs families choose us for child-safe cordless and motorized shades and for repairs that last.',
    keyAreas: ['Eagle Trace', 'Heron Bay', 'Ramblewood', 'Cypress Run'],
    population: 'about 134,000 residents',
    neighborhoods: [
      'Eagle Trace',
      'Heron Bay',
      'Ramblewood',
      'Cypress Run',
      'Turtle Run',
      'Kensington Manor',
    ],
  }),
  city({
    slug: 'pembroke-pines',
    name: 'Pembroke Pines',
    description:
      'From Silver Lakes to Century Village, Pembroke Pines homes and condos get made-to-measure shades and quick, honest repairs.',
    keyAreas: ['Silver Lakes', 'Pembroke Falls', 'Chapel Trail', 'Pembroke Lakes'],
    population: 'about 171,000 residents',
    neighborhoods: [
      'Silver Lakes',
      'Pembroke Falls',
      'Chapel Trail',
      'Pembroke Lakes',
      'Towngate',
      'Century Village',
    ],
  }),
  city({
    slug: 'hollywood',
    name: 'Hollywood',
    description:
      'Hollywood beach condos and historic homes get window treatments that handle salt air and strong sun.',
    keyAreas: ['Hollywood Beach', 'Emerald Hills', 'Hollywood Lakes', 'Downtown Hollywood'],
    population: 'about 153,000 residents',
    neighborhoods: [
      'Hollywood Beach',
      'Emerald Hills',
      'Hollywood Lakes',
      'Downtown Hollywood',
      'Driftwood',
      'Hollywood Hills',
    ],
  }),
  city({
    slug: 'davie',
    name: 'Davie',
    description:
      'Ranch homes and new communities in Davie rely on us for blinds repair, motorization and Hunter Douglas service.',
    keyAreas: ['Shenandoah', 'Long Lake Ranches', 'Ivanhoe', 'Forest Ridge'],
    population: 'about 106,000 residents',
    neighborhoods: [
      'Shenandoah',
      'Long Lake Ranches',
      'Ivanhoe',
      'Forest Ridge',
      'Orange Drive',
      'Pine Island',
    ],
  }),
  city({
    slug: 'plantation',
    name: 'Plantation',
    description:
      'Plantation homeowners get the full range: repair, motorization, Hunter Douglas service, zebra and roller shades and careful removal.',
    keyAreas: ['Plantation Acres', 'Jacaranda', 'Central Park', 'Peters Road'],
    population: 'about 91,000 residents',
    neighborhoods: [
      'Woods',
      'Acres',
      'Jacaranda',
      'Central Park',
      'Country Club Estates',
      'Gardens',
      'Volunteer Park',
      'Peters Road',
    ],
    services: [
      'repair',
      'motorization',
      'hunter-douglas',
      'zebra-shades',
      'roller-shades',
      'removal',
    ],
    testimonial: {
      text: 'They came the same day our vertical blinds broke, fixed them in under an hour and later installed zebra shades in every bedroom. Professional, on time and fairly priced.',
      author: 'Plantation homeowner',
      rating: 5,
    },
    emergencyNotice: true,
  }),
  city({
    slug: 'sunrise',
    name: 'Sunrise',
    description:
      'From Sunrise Lakes to Welleby, we fit and fix blinds and shades for condos, villas and family homes.',
    keyAreas: ['Sunrise Lakes', 'The Crossings', 'Welleby', 'Golf Village'],
    population: 'about 97,000 residents',
    neighborhoods: [
      'Sunrise Lakes',
      'The Crossings',
      'Welleby',
      'Golf Village',
      'Jacaranda',
      'Manor Grove',
    ],
  }),
  city({
    slug: 'weston',
    name: 'Weston',
    description:
      'Weston homes get premium motorized shades, Hunter Douglas service and made-to-measure treatments.',
    keyAreas: ['Indian Trace', 'Bonaventure', 'Windmill Ranch', 'Savanna'],
    population: 'about 68,000 residents',
    neighborhoods: [
      'Indian Trace',
      'Bonaventure',
      'Windmill Reserve',
      'Windmill Ranch',
      'Savanna',
      'The Falls',
    ],
  }),
  city({
    slug: 'cooper-city',
    name: 'Cooper City',
    description:
      'Cooper City families count on us for safe cordless shades, quick repairs and smart-home motorization.',
    keyAreas: ['Rock Creek', 'Embassy Lakes', 'Monterra', 'Country Isles'],
    population: 'about 35,000 residents',
    neighborhoods: [
      'Rock Creek',
      'Flamingo Gardens',
      'Country Isles',
      'Embassy Lakes',
      'Monterra',
      'Pine Island Ridge',
    ],
  }),
  city({
    slug: 'deerfield-beach',
    name: 'Deerfield Beach',
    description:
      'Century Village condos and beach homes in Deerfield Beach get repairs and shades made for coastal living.',
    keyAreas: ['Century Village', 'Hillsboro Beach', 'Pioneer Grove', 'Quiet Waters Park'],
    population: 'about 86,000 residents',
    neighborhoods: [
      'Century Village',
      'Hillsboro Beach',
      'Cove Shopping Center',
      'Quiet Waters Park',
      'Pioneer Grove',
      'Deerfield Island Park',
    ],
  }),
  city({
    slug: 'tamarac',
    name: 'Tamarac',
    description:
      'Tamarac condos and homes get affordable blinds repair, replacement and easy-to-use motorized shades.',
    keyAreas: ['Tamarac Lakes', 'Woodlands', 'Mainlands', 'Prospect Ridge'],
    population: 'about 71,000 residents',
    neighborhoods: [
      'Tamarac Lakes',
      'Woodlands',
      'Mainlands',
      'Prospect Ridge',
      'Tamarac Park',
      'Cove',
    ],
  }),
  city({
    slug: 'margate',
    name: 'Margate',
    description:
      'Margate homeowners rely on us for same-day blinds repair, new shades and careful installation.',
    keyAreas: ['Margate Gardens', 'Royal Palm', 'Coral Hills', 'Lakeview'],
    population: 'about 58,000 residents',
    neighborhoods: [
      'Margate Gardens',
      'Royal Palm',
      'Coral Hills',
      'Boulevard Gardens',
      'Winfield Park',
      'Lakeview',
    ],
  }),
]

export const CITY_SLUGS = CITIES.map((c) => c.slug)

export function getCity(slug: string | undefined): City | undefined {
  return CITIES.find((c) => c.slug === slug)
}

/** Page title of every city page (docs/requirements.md#services-gallery-and-cities). */
export function cityTitle(city: City, brand: string): string {
  return `Blinds Repair & Installation in ${city.name}, FL | ${brand} - Expert Service`
}
