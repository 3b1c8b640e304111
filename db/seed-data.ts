/**
 * The demo catalogue, price grids, blog and settings the seed writes (db/seed.ts).
 * Everything here is fixed data: no clock, no randomness, so a seed run is repeatable
 * and scripts/dev/generate-demo-images.ts can draw the matching pictures.
 */
import type { HardwareKind, ProductType } from './schema'

// ---------------------------------------------------------------- helpers

/** Lowercased, punctuation removed, spaces to hyphens ('Tips & Guides' -> 'tips-guides'). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
}

/** Whole minutes to read an HTML text at 200 words a minute (at least 1). */
export function readTimeFor(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
  return Math.max(1, Math.ceil(words / 200))
}

export function swatchImageUrl(productType: ProductType, fabricName: string): string {
  return `/images/demo/swatch-${productType}-${slugify(fabricName)}.svg`
}

export function hardwareImageUrl(kind: HardwareKind, name: string): string {
  return `/images/demo/${kind}-${slugify(name)}.svg`
}

export function blogImageUrl(slug: string): string {
  return `/images/demo/blog-${slug}.svg`
}

// ---------------------------------------------------------------- fabric swatches

export interface FabricSeed {
  productType: ProductType
  fabricName: string
  /** Colour name shown to customers and staff. */
  color: string
  /** Price group A-F (regular) or price chart '1'-'4' (zebra) / '1'-'8' (roller). */
  priceGroup: string
  description: string
  /** Colour of the demo swatch picture. */
  hex: string
  sortOrder: number
  imageUrl: string
}

type FabricRow = [
  fabricName: string,
  color: string,
  priceGroup: string,
  hex: string,
  description: string,
]

function fabrics(productType: ProductType, rows: FabricRow[]): FabricSeed[] {
  return rows.map(([fabricName, color, priceGroup, hex, description], index) => ({
    productType,
    fabricName,
    color,
    priceGroup,
    description,
    hex,
    sortOrder: index,
    imageUrl: swatchImageUrl(productType, fabricName),
  }))
}

export const FABRIC_SWATCHES: FabricSeed[] = [
  ...fabrics('regular', [
    [
      'Bright White PVC',
      'White',
      'A',
      '#f6f6f2',
      'Wipe-clean PVC vanes that shrug off humidity; the classic choice for sliding glass doors.',
    ],
    [
      'Alabaster Linen',
      'Alabaster',
      'A',
      '#ede6d6',
      'Soft off-white fabric vanes with a light linen texture; light filtering.',
    ],
    [
      'Sand Dune Fabric',
      'Sand',
      'B',
      '#d8c7a5',
      'Warm beige woven vanes that soften strong afternoon sun.',
    ],
    [
      'Coastal Grey Weave',
      'Grey',
      'B',
      '#a9aaa6',
      'Cool mid-grey weave that hides dust and pairs with tile floors.',
    ],
    [
      'Seashell Texture',
      'Ivory',
      'C',
      '#efe4cf',
      'Embossed ivory texture with a subtle sheen; light filtering.',
    ],
    [
      'Driftwood Jacquard',
      'Taupe',
      'C',
      '#a39281',
      'Taupe jacquard with a woven driftwood pattern.',
    ],
    [
      'Palm Frond Stripe',
      'Sage',
      'D',
      '#9daa8a',
      'Sage-green tone-on-tone stripe inspired by palm fronds.',
    ],
    [
      'Biscayne Blue Linen',
      'Blue',
      'D',
      '#6f8fa8',
      'Muted bay-blue linen look for coastal interiors.',
    ],
    [
      'Silver Birch Light-Filtering',
      'Silver',
      'E',
      '#c7c9c8',
      'Pale silver fabric that diffuses glare while keeping the view bright.',
    ],
    [
      'Mocha Blackout Vinyl',
      'Mocha',
      'E',
      '#6b5444',
      'Room-darkening vinyl-backed vanes for bedrooms and media rooms.',
    ],
    [
      'Ocean Breeze Sheer Weave',
      'Aqua',
      'F',
      '#a6cfcb',
      'Premium open weave in a soft aqua; filters light and keeps airflow.',
    ],
    [
      'Charcoal Room-Darkening',
      'Charcoal',
      'F',
      '#3e4044',
      'Premium heavy charcoal fabric that blocks most light and heat.',
    ],
  ]),
  ...fabrics('zebra', [
    [
      'Classic White Zebra',
      'White',
      '1',
      '#f4f3ef',
      'Crisp white alternating sheer and solid bands; the most popular zebra shade.',
    ],
    ['Cream Linen Zebra', 'Cream', '1', '#eadfc8', 'Linen-look cream bands that warm up a room.'],
    [
      'Light Grey Zebra',
      'Light Grey',
      '1',
      '#c9c9c5',
      'Neutral light grey that suits white and grey tile alike.',
    ],
    [
      'Natural Linen Zebra',
      'Natural',
      '2',
      '#d6c8ae',
      'Textured natural linen bands with a relaxed, coastal feel.',
    ],
    [
      'Pebble Grey Zebra',
      'Pebble',
      '2',
      '#9e9d98',
      'Mid-grey bands that cut glare on west-facing windows.',
    ],
    [
      'Sandstone Textured Zebra',
      'Sandstone',
      '3',
      '#c9b08e',
      'Heavier textured weave in warm sandstone.',
    ],
    [
      'Ocean Mist Zebra',
      'Sea Green',
      '3',
      '#9bb7b9',
      'Soft blue-green bands for bedrooms and bathrooms.',
    ],
    [
      'Espresso Zebra',
      'Espresso',
      '3',
      '#4e3b30',
      'Deep brown bands with strong contrast for modern rooms.',
    ],
    [
      'Pearl Shimmer Zebra',
      'Pearl',
      '4',
      '#e8e3da',
      'Premium pearl fabric with a faint metallic shimmer.',
    ],
    [
      'Charcoal Blackout Zebra',
      'Charcoal',
      '4',
      '#35373b',
      'Premium room-darkening solid bands in charcoal.',
    ],
  ]),
  ...fabrics('roller', [
    [
      'Essential White Light-Filtering',
      'White',
      '1',
      '#f5f5f2',
      'Smooth white light-filtering fabric for everyday rooms.',
    ],
    [
      'Linen Beige Light-Filtering',
      'Beige',
      '1',
      '#e2d6bf',
      'Soft beige with a linen look; filters light and keeps privacy.',
    ],
    [
      'Solar Screen 5% Grey',
      'Grey',
      '2',
      '#8c8d8a',
      'Solar screen with 5% openness: cuts glare and heat, keeps the view.',
    ],
    [
      'Solar Screen 5% Linen',
      'Linen',
      '2',
      '#dad5c9',
      'Light-toned 5% solar screen that brightens the room.',
    ],
    [
      'Solar Screen 3% Charcoal',
      'Charcoal',
      '3',
      '#3c3d3f',
      'Tighter 3% solar screen; dark colours give the clearest outward view.',
    ],
    [
      'Coastal Blackout White',
      'White',
      '4',
      '#f2f1ec',
      'Blackout fabric with a white street side, as many condos require.',
    ],
    [
      'Coastal Blackout Grey',
      'Grey',
      '4',
      '#a7a7a3',
      'Blackout fabric in soft grey for bedrooms and nurseries.',
    ],
    ['Woven Jute Texture', 'Jute', '5', '#b79e78', 'Natural-look woven texture in warm jute.'],
    [
      'Sea Glass Linen Blackout',
      'Sea Glass',
      '6',
      '#9fc2ba',
      'Linen-texture blackout in a soft sea-glass green.',
    ],
    [
      'Champagne Silk-Look',
      'Champagne',
      '7',
      '#d8c6a0',
      'Silk-look fabric with a gentle sheen; light filtering.',
    ],
    [
      'Palm Beach Ivory Jacquard',
      'Ivory',
      '8',
      '#eee6d3',
      'Designer ivory jacquard with a woven botanical motif.',
    ],
    [
      'Slate Herringbone',
      'Slate',
      '8',
      '#5e6670',
      'Designer slate herringbone weave; room darkening.',
    ],
  ]),
]

// ---------------------------------------------------------------- price grids

export interface Span {
  min: number
  max: number
  step: number
}

export interface PriceGridDefinition {
  productType: ProductType
  /** Price groups (regular) or charts (zebra, roller), cheapest first. */
  groups: readonly string[]
  widths: Span
  heights: Span
  /** Price of the smallest size in the cheapest group. */
  startCents: number
  /** Added per 12 inches of width, before the group factor. */
  widthStepCents: number
  /** Added per 12 inches of height, before the group factor. */
  heightStepCents: number
  /** Multiplier of each group in basis points (10000 = 1x), non-decreasing, first 10000. */
  groupFactorsBp: readonly number[]
}

export const PRICE_GRIDS: Record<ProductType, PriceGridDefinition> = {
  regular: {
    productType: 'regular',
    groups: ['A', 'B', 'C', 'D', 'E', 'F'],
    widths: { min: 24, max: 192, step: 12 },
    heights: { min: 36, max: 144, step: 12 },
    startCents: 8999,
    widthStepCents: 2200,
    heightStepCents: 1200,
    groupFactorsBp: [10000, 11200, 12500, 14000, 15800, 17800],
  },
  zebra: {
    productType: 'zebra',
    groups: ['1', '2', '3', '4'],
    widths: { min: 24, max: 120, step: 12 },
    heights: { min: 36, max: 120, step: 12 },
    startCents: 12799,
    widthStepCents: 2400,
    heightStepCents: 1600,
    groupFactorsBp: [10000, 11500, 13200, 15000],
  },
  roller: {
    productType: 'roller',
    groups: ['1', '2', '3', '4', '5', '6', '7', '8'],
    widths: { min: 12, max: 144, step: 12 },
    heights: { min: 12, max: 144, step: 12 },
    startCents: 12599,
    widthStepCents: 1800,
    heightStepCents: 1000,
    groupFactorsBp: [10000, 11000, 12000, 13200, 14500, 16000, 17600, 19500],
  },
}

export function spanValues(span: Span): number[] {
  const values: number[] = []
  for (let v = span.min; v <= span.max; v += span.step) values.push(v)
  return values
}

/**
 * The smallest price at or above `cents` that ends in 99 cents (8950 -> 8999, 8999 -> 8999,
 * 9000 -> 9099). Monotonic, so a grid that grows before rounding still grows after.
 */
export function toNinetyNine(cents: number): number {
  return Math.ceil((Math.ceil(cents) + 1) / 100) * 100 - 1
}

/** Grid price of one cell, in cents. Throws for a group or size not in the grid. */
export function gridPriceCents(
  productType: ProductType,
  priceGroup: string,
  widthInches: number,
  heightInches: number,
): number {
  const def = PRICE_GRIDS[productType]
  const groupIndex = def.groups.indexOf(priceGroup)
  if (groupIndex < 0) throw new Error(`Unknown price group ${priceGroup} for ${productType}`)
  const inSpan = (v: number, s: Span) =>
    Number.isInteger(v) && v >= s.min && v <= s.max && (v - s.min) % s.step === 0
  if (!inSpan(widthInches, def.widths) || !inSpan(heightInches, def.heights)) {
    throw new Error(`No ${productType} grid cell for ${widthInches}x${heightInches}`)
  }
  const widthSteps = (widthInches - def.widths.min) / def.widths.step
  const heightSteps = (heightInches - def.heights.min) / def.heights.step
  const base = def.startCents + widthSteps * def.widthStepCents + heightSteps * def.heightStepCents
  return toNinetyNine(Math.ceil((base * def.groupFactorsBp[groupIndex]) / 10000))
}

export interface PriceGridCellSeed {
  productType: ProductType
  priceGroup: string
  widthInches: number
  heightInches: number
  priceCents: number
}

/** Every cell of one product type's grid: each group x width x height. */
export function buildPriceGrid(productType: ProductType): PriceGridCellSeed[] {
  const def = PRICE_GRIDS[productType]
  const cells: PriceGridCellSeed[] = []
  for (const priceGroup of def.groups) {
    for (const widthInches of spanValues(def.widths)) {
      for (const heightInches of spanValues(def.heights)) {
        cells.push({
          productType,
          priceGroup,
          widthInches,
          heightInches,
          priceCents: gridPriceCents(productType, priceGroup, widthInches, heightInches),
        })
      }
    }
  }
  return cells
}

// ---------------------------------------------------------------- product options

export interface OptionSeed {
  productType: ProductType
  code: string
  name: string
  priceCents: number
  description: string
  isDefault: boolean
  sortOrder: number
}

const INSTALLATION_DESCRIPTION =
  'Our own installers measure, mount and adjust every blind or shade, covered by our 1-year installation guarantee.'

export const PRODUCT_OPTIONS: OptionSeed[] = [
  {
    productType: 'regular',
    code: 'cordless',
    name: 'Cordless',
    priceCents: 1500,
    description:
      'Wand-controlled traverse and tilt with no loose cords: safer for children and pets and tidier on sliding doors.',
    isDefault: false,
    sortOrder: 0,
  },
  {
    productType: 'regular',
    code: 'installation',
    name: 'Professional Installation',
    priceCents: 0,
    description: INSTALLATION_DESCRIPTION,
    isDefault: true,
    sortOrder: 1,
  },
  {
    productType: 'zebra',
    code: 'installation',
    name: 'Professional Installation',
    priceCents: 0,
    description: INSTALLATION_DESCRIPTION,
    isDefault: true,
    sortOrder: 0,
  },
  {
    productType: 'zebra',
    code: 'motorized',
    name: 'Motorized',
    priceCents: 17500,
    description:
      'Quiet rechargeable motor with remote; works with Alexa and Google Home through the optional smart hub.',
    isDefault: false,
    sortOrder: 1,
  },
  {
    productType: 'zebra',
    code: 'cassette_4',
    name: '4" Cassette Valance',
    priceCents: 3500,
    description:
      'A 4-inch aluminium cassette that hides the roll and gives the top of the shade a clean, finished look.',
    isDefault: false,
    sortOrder: 2,
  },
  {
    productType: 'zebra',
    code: 'cordless',
    name: 'Cordless Lift',
    priceCents: 1500,
    description: 'Raise and lower by hand from the bottom rail, with no cords or chains to tangle.',
    isDefault: false,
    sortOrder: 3,
  },
  {
    productType: 'roller',
    code: 'installation',
    name: 'Professional Installation',
    priceCents: 0,
    description: INSTALLATION_DESCRIPTION,
    isDefault: true,
    sortOrder: 0,
  },
  {
    productType: 'roller',
    code: 'motorized',
    name: 'Motorized',
    priceCents: 20000,
    description:
      'Rechargeable tubular motor with remote, sized for larger roller shades; smart-home ready with the optional hub.',
    isDefault: false,
    sortOrder: 1,
  },
  {
    productType: 'roller',
    code: 'valance',
    name: 'Fabric Wrapped Valance',
    priceCents: 3000,
    description: 'A valance wrapped in the same fabric as the shade that covers the roller.',
    isDefault: false,
    sortOrder: 2,
  },
  {
    productType: 'roller',
    code: 'cassette',
    name: 'Aluminum Cassette',
    priceCents: 4500,
    description:
      'A fully enclosed aluminium headrail that protects the roll from dust and salt air.',
    isDefault: false,
    sortOrder: 3,
  },
]

// ---------------------------------------------------------------- motors and accessories

export type InstallationDifficulty = 'easy' | 'moderate' | 'professional'

/** Which demo picture a motor or accessory gets. */
export type HardwareIcon =
  | 'tube-motor'
  | 'track-motor'
  | 'solar-motor'
  | 'remote'
  | 'wall-remote'
  | 'hub'
  | 'sensor'
  | 'solar-panel'
  | 'charger'
  | 'bracket'
  | 'extension-bracket'

export interface HardwareSeed {
  kind: HardwareKind
  name: string
  description: string
  basePriceCents: number
  category: string
  features: string[]
  specifications: Record<string, string>
  compatibility: Record<string, string[]>
  installationDifficulty: InstallationDifficulty
  warranty: string
  sortOrder: number
  imageUrl: string
  icon: HardwareIcon
  /** Background colour of the demo picture. */
  tint: string
}

type HardwareInput = Omit<HardwareSeed, 'imageUrl' | 'sortOrder'>

function hardware(items: HardwareInput[]): HardwareSeed[] {
  return items.map((item, index) => ({
    ...item,
    sortOrder: index,
    imageUrl: hardwareImageUrl(item.kind, item.name),
  }))
}

const SMART_HOME = ['Alexa', 'Google Home', 'Apple Home (via hub)', 'SmartThings']

export const HARDWARE_PRODUCTS: HardwareSeed[] = [
  ...hardware([
    {
      kind: 'motor',
      name: 'Rechargeable Li-Ion Tubular Motor',
      description:
        'Quiet battery motor for zebra and roller shades. One charge runs a typical shade for about six months; no wiring needed.',
      basePriceCents: 19999,
      category: 'battery',
      features: [
        'Whisper-quiet operation',
        'USB-C charging port',
        'Set top and bottom limits from the remote',
        'Works with smart hub',
      ],
      specifications: {
        Voltage: '12V DC',
        Battery: '2,600 mAh Li-ion',
        'Max lift': '6 kg (13 lb)',
        Noise: 'under 38 dB',
        'Tube size': '1.5 in',
      },
      compatibility: { 'Shade types': ['Zebra', 'Roller'], 'Smart home': SMART_HOME },
      installationDifficulty: 'easy',
      warranty: '5-year motor warranty',
      icon: 'tube-motor',
      tint: '#e6eef5',
    },
    {
      kind: 'motor',
      name: 'Smart Wi-Fi Tubular Motor',
      description:
        'Rechargeable motor with built-in Wi-Fi: schedule shades from your phone and use voice control without a separate hub.',
      basePriceCents: 24999,
      category: 'motors',
      features: [
        'Built-in Wi-Fi, no hub needed',
        'Sunrise and sunset schedules',
        'Voice control',
        'Group shades by room',
      ],
      specifications: {
        Voltage: '12V DC',
        Battery: '3,000 mAh Li-ion',
        Connectivity: '2.4 GHz Wi-Fi',
        'Max lift': '6 kg (13 lb)',
      },
      compatibility: { 'Shade types': ['Zebra', 'Roller'], 'Smart home': ['Alexa', 'Google Home'] },
      installationDifficulty: 'easy',
      warranty: '5-year motor warranty',
      icon: 'tube-motor',
      tint: '#e9f3ec',
    },
    {
      kind: 'motor',
      name: 'Quiet-Drive Hardwired Motor',
      description:
        'Line-voltage motor for new construction and remodels: never needs charging and handles large, heavy shades.',
      basePriceCents: 27999,
      category: 'hardwired',
      features: [
        'Never needs charging',
        'Soft start and soft stop',
        'Wall switch or remote control',
        'Thermal overload protection',
      ],
      specifications: {
        Voltage: '110-120V AC',
        'Max lift': '15 kg (33 lb)',
        Noise: 'under 40 dB',
        'Tube size': '1.75 in',
      },
      compatibility: {
        'Shade types': ['Zebra', 'Roller'],
        'Smart home': SMART_HOME,
        Controls: ['Wall switch', 'Remote'],
      },
      installationDifficulty: 'professional',
      warranty: '5-year motor warranty; wiring by a licensed electrician',
      icon: 'tube-motor',
      tint: '#f3ebe2',
    },
    {
      kind: 'motor',
      name: 'Solar-Powered Shade Motor',
      description:
        'Battery motor paired with a slim window solar panel that keeps it topped up in the South Florida sun.',
      basePriceCents: 32999,
      category: 'solar',
      features: [
        'Recharges from sunlight',
        'Slim panel hides behind the shade',
        'Same remote as our battery motors',
      ],
      specifications: {
        Voltage: '12V DC',
        Battery: '2,600 mAh Li-ion',
        Panel: '2.5 W monocrystalline',
        'Max lift': '6 kg (13 lb)',
      },
      compatibility: { 'Shade types': ['Zebra', 'Roller'], 'Smart home': SMART_HOME },
      installationDifficulty: 'moderate',
      warranty: '5-year motor warranty, 2-year panel warranty',
      icon: 'solar-motor',
      tint: '#fdf3d8',
    },
    {
      kind: 'motor',
      name: 'Heavy-Duty Motor for Large Shades',
      description:
        'High-torque hardwired motor for wide patio and living-room shades up to 12 feet.',
      basePriceCents: 37999,
      category: 'hardwired',
      features: [
        'High torque for wide shades',
        'Obstacle detection',
        'Manual override in a power cut',
      ],
      specifications: {
        Voltage: '110-120V AC',
        'Max lift': '30 kg (66 lb)',
        'Tube size': '2 in',
        Noise: 'under 44 dB',
      },
      compatibility: { 'Shade types': ['Roller'], 'Smart home': SMART_HOME },
      installationDifficulty: 'professional',
      warranty: '5-year motor warranty',
      icon: 'tube-motor',
      tint: '#ecebf5',
    },
    {
      kind: 'motor',
      name: 'Vertical Blind Track Motor',
      description:
        'Motorizes the traverse and tilt of vertical blinds on sliding glass doors; rechargeable, no wiring.',
      basePriceCents: 34999,
      category: 'motors',
      features: [
        'Opens, closes and tilts vanes',
        'Rechargeable battery pack',
        'Fits most standard headrails',
      ],
      specifications: { Voltage: '12V DC', 'Max width': '192 in', Battery: '4,000 mAh Li-ion' },
      compatibility: { 'Shade types': ['Vertical Blinds'], 'Smart home': ['Alexa', 'Google Home'] },
      installationDifficulty: 'moderate',
      warranty: '5-year motor warranty',
      icon: 'track-motor',
      tint: '#e8f1f1',
    },
  ]),
  ...hardware([
    {
      kind: 'accessory',
      name: '16-Channel Handheld Remote',
      description:
        'Control up to 16 shades one at a time or in groups; includes a magnetic wall cradle.',
      basePriceCents: 4999,
      category: 'remotes',
      features: [
        '16 channels plus all-channel group',
        'Favourite position button',
        'Magnetic wall cradle',
      ],
      specifications: { Channels: '16', Battery: 'CR2450 coin cell', Range: 'up to 65 ft indoors' },
      compatibility: { Motors: ['Battery', 'Hardwired', 'Solar', 'Wi-Fi'] },
      installationDifficulty: 'easy',
      warranty: '2-year warranty',
      icon: 'remote',
      tint: '#e6eef5',
    },
    {
      kind: 'accessory',
      name: '5-Channel Wall Remote',
      description:
        'Slim wall-mounted remote that looks like a light switch; sticks on or screws in.',
      basePriceCents: 3999,
      category: 'remotes',
      features: ['5 channels', 'No wiring needed', 'Adhesive or screw mount'],
      specifications: { Channels: '5', Battery: 'CR2032 coin cell', Size: '3.3 x 4.7 in' },
      compatibility: { Motors: ['Battery', 'Hardwired', 'Solar', 'Wi-Fi'] },
      installationDifficulty: 'easy',
      warranty: '2-year warranty',
      icon: 'wall-remote',
      tint: '#f1ede6',
    },
    {
      kind: 'accessory',
      name: 'Smart Home Hub',
      description:
        'Connects up to 30 motorized shades to Wi-Fi for app control, schedules and voice assistants.',
      basePriceCents: 8999,
      category: 'hubs',
      features: [
        'App control from anywhere',
        'Scenes and schedules',
        'Voice assistant integration',
      ],
      specifications: {
        Connectivity: '2.4 GHz Wi-Fi and 433 MHz RF',
        Power: 'USB 5V',
        Capacity: '30 shades',
      },
      compatibility: { 'Smart home': SMART_HOME, Motors: ['Battery', 'Hardwired', 'Solar'] },
      installationDifficulty: 'easy',
      warranty: '2-year warranty',
      icon: 'hub',
      tint: '#e9f3ec',
    },
    {
      kind: 'accessory',
      name: 'Sun and Temperature Sensor',
      description:
        'Lowers shades automatically when the sun or heat gets strong, keeping rooms cooler and furniture from fading.',
      basePriceCents: 5999,
      category: 'sensors',
      features: ['Adjustable light threshold', 'Temperature trigger', 'Battery powered'],
      specifications: { Battery: '2 x AAA', Mount: 'Suction cup on glass', Range: 'up to 50 ft' },
      compatibility: { Motors: ['Battery', 'Hardwired', 'Solar'], Hubs: ['Smart Home Hub'] },
      installationDifficulty: 'easy',
      warranty: '1-year warranty',
      icon: 'sensor',
      tint: '#fdf3d8',
    },
    {
      kind: 'accessory',
      name: 'Window Solar Panel Charger',
      description:
        'Keeps a battery motor charged from sunlight; mounts behind the shade, out of sight.',
      basePriceCents: 6999,
      category: 'chargers',
      features: ['2.5 W panel', 'Weather-resistant cable', 'Clip-on bracket'],
      specifications: { Output: '5V DC', Panel: '2.5 W monocrystalline', Cable: '10 ft' },
      compatibility: { Motors: ['Rechargeable Li-Ion Tubular Motor', 'Smart Wi-Fi Tubular Motor'] },
      installationDifficulty: 'moderate',
      warranty: '2-year warranty',
      icon: 'solar-panel',
      tint: '#fff7e0',
    },
    {
      kind: 'accessory',
      name: 'USB-C Motor Charging Kit',
      description:
        'Long USB-C cable and wall adapter to recharge battery motors without taking the shade down.',
      basePriceCents: 2499,
      category: 'chargers',
      features: [
        '15 ft cable reaches high windows',
        'Charge indicator light',
        'Fast-charge adapter',
      ],
      specifications: { Output: '5V 2A', Cable: '15 ft USB-C' },
      compatibility: {
        Motors: [
          'Rechargeable Li-Ion Tubular Motor',
          'Smart Wi-Fi Tubular Motor',
          'Vertical Blind Track Motor',
        ],
      },
      installationDifficulty: 'easy',
      warranty: '1-year warranty',
      icon: 'charger',
      tint: '#eef0f2',
    },
    {
      kind: 'accessory',
      name: 'Hurricane Hold-Down Bracket Kit',
      description:
        'Bottom-rail hold-down brackets that keep shades on doors and windy windows from swinging.',
      basePriceCents: 1499,
      category: 'hardware',
      features: [
        'Stainless steel, rust-resistant',
        'Set of 2',
        'Works with inside or outside mount',
      ],
      specifications: { Material: 'Stainless steel', Finish: 'White or black' },
      compatibility: { 'Shade types': ['Zebra', 'Roller'] },
      installationDifficulty: 'easy',
      warranty: '1-year warranty',
      icon: 'bracket',
      tint: '#f1ede6',
    },
    {
      kind: 'accessory',
      name: 'Extension Mounting Brackets',
      description:
        'Projects the shade past deep window trim, tile sills or hurricane-shutter tracks.',
      basePriceCents: 1999,
      category: 'accessories',
      features: ['Adds up to 3 in of projection', 'Set of 2', 'Screws included'],
      specifications: { Material: 'Powder-coated steel', Projection: '1-3 in adjustable' },
      compatibility: { 'Shade types': ['Zebra', 'Roller', 'Vertical Blinds'] },
      installationDifficulty: 'moderate',
      warranty: '1-year warranty',
      icon: 'extension-bracket',
      tint: '#e8f1f1',
    },
  ]),
]

// ---------------------------------------------------------------- product images

export type RoomKind = 'living' | 'bedroom' | 'office' | 'patio'

export interface ProductImageSeed {
  productType: ProductType
  imageUrl: string
  title: string
  description: string
  altText: string
  width: number
  height: number
  sortOrder: number
  /** How the demo picture is drawn. */
  art: { room: RoomKind; wall: string; floor: string; fabric: string }
}

type ProductImageInput = [
  title: string,
  description: string,
  altText: string,
  art: ProductImageSeed['art'],
]

function productImages(productType: ProductType, items: ProductImageInput[]): ProductImageSeed[] {
  return items.map(([title, description, altText, art], index) => ({
    productType,
    imageUrl: `/images/demo/product-${productType}-${index + 1}.svg`,
    title,
    description,
    altText,
    width: 1200,
    height: 900,
    sortOrder: index,
    art,
  }))
}

export const PRODUCT_IMAGES: ProductImageSeed[] = [
  ...productImages('regular', [
    [
      'Vertical Blinds on a Sliding Glass Door',
      'White PVC vertical blinds on a patio slider: they stack to one side and tilt for privacy.',
      'White vertical blinds covering a sliding glass door in a bright living room',
      { room: 'patio', wall: '#f3efe7', floor: '#d9c9ad', fabric: '#f6f6f2' },
    ],
    [
      'Living Room Vertical Blinds',
      'Sand fabric vanes soften afternoon sun across a wide living-room window.',
      'Sand-coloured fabric vertical blinds on a wide living room window beside a sofa',
      { room: 'living', wall: '#e9eef0', floor: '#b99c7a', fabric: '#d8c7a5' },
    ],
    [
      'Vertical Blinds in a Home Office',
      'Grey woven vanes cut screen glare while letting light in.',
      'Grey vertical blinds on an office window behind a desk',
      { room: 'office', wall: '#eef0ea', floor: '#8f8479', fabric: '#a9aaa6' },
    ],
  ]),
  ...productImages('zebra', [
    [
      'Zebra Shades in the Living Room',
      'Align the sheer bands for a filtered view, or the solid bands for privacy.',
      'White zebra shade with alternating sheer and solid bands on a living room window',
      { room: 'living', wall: '#f2ede4', floor: '#c8ad8a', fabric: '#f4f3ef' },
    ],
    [
      'Bedroom Zebra Shades',
      'Charcoal blackout zebra bands darken the bedroom for sleeping in.',
      'Charcoal zebra shade half lowered on a bedroom window above a bed',
      { room: 'bedroom', wall: '#e6ebee', floor: '#a98f72', fabric: '#35373b' },
    ],
    [
      'Motorized Zebra Shades in an Office',
      'Natural linen zebra shade with a cassette valance and a quiet battery motor.',
      'Natural linen zebra shade with cassette valance in a home office',
      { room: 'office', wall: '#eef2ec', floor: '#9a8a78', fabric: '#d6c8ae' },
    ],
  ]),
  ...productImages('roller', [
    [
      'Solar Screen Roller Shades',
      'A 5% solar screen cuts heat and glare and keeps the view of the water.',
      'Grey solar screen roller shade partly lowered over a window with a palm tree view',
      { room: 'living', wall: '#f1f0ec', floor: '#c2a585', fabric: '#8c8d8a' },
    ],
    [
      'Blackout Roller Shades for Bedrooms',
      'White-backed blackout roller shade that meets most condo rules.',
      'White blackout roller shade on a bedroom window above a bed',
      { room: 'bedroom', wall: '#ece7f0', floor: '#b69a7c', fabric: '#f2f1ec' },
    ],
    [
      'Roller Shades on a Patio Door',
      'Sea-glass linen roller shades with an aluminium cassette on a patio door.',
      'Sea-glass green roller shade on a patio door leading to a pool deck',
      { room: 'patio', wall: '#f4efe6', floor: '#d3bf9f', fabric: '#9fc2ba' },
    ],
  ]),
]

// ---------------------------------------------------------------- blog

export const BLOG_AUTHOR = 'Tri-County Blinds & Shades'

export const BLOG_CATEGORIES = [
  'Tips & Guides',
  'Product Reviews',
  'Installation',
  'Maintenance',
  'Smart Home',
  'Company News',
] as const
export type BlogCategoryName = (typeof BLOG_CATEGORIES)[number]

export const BLOG_TAGS = [
  'South Florida',
  'Hurricane Season',
  'Zebra Shades',
  'Roller Shades',
  'Vertical Blinds',
  'Motorization',
  'Smart Home',
  'Cleaning',
  'Measuring',
  'Condo Living',
  'Energy Efficiency',
  'Child Safety',
  'Repair',
] as const
export type BlogTagName = (typeof BLOG_TAGS)[number]

export type BlogMotif = 'storm' | 'compare' | 'measure' | 'motor' | 'clean' | 'condo' | 'news'

export interface BlogPostSeed {
  title: string
  slug: string
  excerpt: string
  content: string
  metaDescription: string
  metaKeywords: string
  author: string
  category: BlogCategoryName
  tags: BlogTagName[]
  status: 'published' | 'draft'
  /** UTC milliseconds; null for drafts. */
  publishedAt: number | null
  /** When the post was first written (UTC milliseconds). */
  createdAt: number
  readTime: number
  featuredImage: string
  art: { motif: BlogMotif; background: string; accent: string }
}

type BlogPostInput = Omit<BlogPostSeed, 'slug' | 'readTime' | 'featuredImage' | 'author'>

function post(input: BlogPostInput): BlogPostSeed {
  const slug = slugify(input.title)
  return {
    ...input,
    slug,
    author: BLOG_AUTHOR,
    readTime: readTimeFor(input.content),
    featuredImage: blogImageUrl(slug),
  }
}

const at = (iso: string) => Date.parse(iso)

export const BLOG_POSTS: BlogPostSeed[] = [
  post({
    title: 'Hurricane Season Checklist for Your Blinds and Shades',
    excerpt:
      'What to do with blinds, shades and motors before, during and after a storm in South Florida, from June 1 to November 30.',
    metaDescription:
      'A South Florida hurricane season checklist for blinds and shades: what to do before, during and after a storm, and how to protect motors.',
    metaKeywords: 'hurricane season blinds, storm prep window treatments, South Florida shades',
    category: 'Tips & Guides',
    tags: ['Hurricane Season', 'South Florida', 'Motorization'],
    status: 'published',
    publishedAt: at('2026-05-18T13:00:00Z'),
    createdAt: at('2026-05-14T15:00:00Z'),
    art: { motif: 'storm', background: '#1f4e6b', accent: '#9fd3e6' },
    content: `<p>Hurricane season in South Florida runs from June 1 to November 30. Shutters and impact glass protect your home; blinds and shades do not, and nobody should rely on them to stop wind or debris. What they can do is come through a storm undamaged, and a little preparation makes that far more likely.</p>
<h2>Before the season starts</h2>
<ul>
<li><strong>Check every headrail and bracket.</strong> Loose screws in a stucco or concrete wall are common after years of sea air. Tighten or replace them now, not when a storm is two days out.</li>
<li><strong>Charge battery motors.</strong> A fully charged motor lets you raise shades quickly if you need to close accordion or roll-down shutters behind them.</li>
<li><strong>Photograph your windows.</strong> Pictures of every room help with insurance claims and help us match replacements later.</li>
<li><strong>Leave room for shutters.</strong> If shutter tracks sit inside the frame, an outside mount or extension brackets keep the shade clear of them.</li>
</ul>
<h2>When a storm is coming</h2>
<p>Raise roller and zebra shades fully and lock motorized shades in the up position, or turn off their schedules and sun sensors, so they do not lower against a closed shutter. Pull vertical blinds to the stack side and tilt the vanes open, which keeps them from snapping if a door is opened in a gust. Unplug hardwired motor power supplies you can reach safely; a surge when power returns is a common cause of failed motors.</p>
<h2>After the storm</h2>
<p>Humidity climbs quickly when the power is out. Once it is safe, open the house and let fabrics dry before you lower shades again; rolled-up damp fabric can mildew within days. Look for water stains at the top of the window, which often mean the frame or sill needs attention before new treatments go up.</p>
<ul>
<li>Wipe salt spray and dust off vanes and bottom rails with a damp cloth.</li>
<li>Re-pair remotes and hubs if they lost their settings during the outage.</li>
<li>Test each motor through a full up and down cycle before relying on schedules again.</li>
</ul>
<h2>Choosing storm-friendly products</h2>
<p>When you replace treatments, choose moisture-resistant materials: PVC vertical vanes, vinyl-coated solar screens and aluminium cassettes handle humidity better than natural wovens. Hold-down brackets keep shades on doors from swinging. If your condo or HOA requires a uniform look from the street, a white or neutral backing keeps you within the rules while you pick any colour inside.</p>
<p>Not sure whether your current blinds will make it through another season? We offer free in-home estimates across Broward, Miami-Dade and Palm Beach, and we can check brackets and motors while we are there.</p>`,
  }),
  post({
    title: 'Zebra Shades vs Roller Shades: Which Fits Your Home?',
    excerpt:
      'Both are clean, modern and easy to motorize. Here is how zebra and roller shades differ in light control, privacy, cleaning and price.',
    metaDescription:
      'Zebra shades vs roller shades for South Florida homes: light control, privacy, heat, cleaning, motorization and price compared.',
    metaKeywords:
      'zebra shades vs roller shades, dual shades, solar shades, window shades comparison',
    category: 'Product Reviews',
    tags: ['Zebra Shades', 'Roller Shades', 'Energy Efficiency'],
    status: 'published',
    publishedAt: at('2026-02-10T14:00:00Z'),
    createdAt: at('2026-02-06T16:00:00Z'),
    art: { motif: 'compare', background: '#f3ece0', accent: '#6b5444' },
    content: `<p>Zebra shades and roller shades are the two most requested shades in our showroom, and for good reason: both roll up neatly, suit modern rooms and take a motor easily. They control light in very different ways, though, and the right choice depends on the room.</p>
<h2>How each one works</h2>
<p>A <strong>roller shade</strong> is a single panel of fabric that rolls up onto a tube. The fabric decides everything: a light-filtering fabric glows, a blackout fabric darkens the room, and a solar screen cuts glare while keeping the view.</p>
<p>A <strong>zebra shade</strong>, also called a dual or banded shade, has two layers of fabric with alternating sheer and solid stripes. Shift the layers so sheer sits over sheer and you get a filtered view; line the solid bands over the sheer ones and you get privacy, all without raising the shade.</p>
<h2>Side by side</h2>
<ul>
<li><strong>Light control:</strong> zebra wins for fine adjustment during the day; roller wins for total darkness with a blackout fabric.</li>
<li><strong>View:</strong> a roller solar screen keeps an outward view with the shade down, ideal for ocean, canal and golf-course views.</li>
<li><strong>Heat:</strong> solar screens and blackout rollers block more heat on west-facing glass than open zebra bands.</li>
<li><strong>Cleaning:</strong> roller fabric is one flat surface and the easiest to wipe; zebra fabric needs a gentle vacuum between the layers.</li>
<li><strong>Size:</strong> roller shades can go larger, up to 144 inches wide in our shop, compared with 120 inches for zebra.</li>
<li><strong>Price:</strong> in our shop zebra shades start at $127.99 and roller shades at $125.99 before options.</li>
</ul>
<h2>Room by room</h2>
<p>For living rooms where you want daylight and privacy from the street, zebra shades are hard to beat. For bedrooms and media rooms, a blackout roller shade is the simpler answer. On big sliders and waterfront windows, a 5% or 3% solar screen roller protects floors and furniture from fading while keeping the view you paid for.</p>
<h2>Motorized or manual?</h2>
<p>Both take the same quiet rechargeable motors, remotes and smart hubs, so you can mix them in one home and control them together. Motorization is especially worth it on tall or hard-to-reach windows and for homes with small children, because there are no cords at all.</p>
<p>Still deciding? We bring fabric samples to your home so you can see both styles in your own light before you order.</p>`,
  }),
  post({
    title: 'How to Measure Windows for Blinds and Shades',
    excerpt:
      'A simple, step-by-step guide to measuring for inside-mount and outside-mount blinds and shades, accurate to an eighth of an inch.',
    metaDescription:
      'Step-by-step guide to measuring windows for inside and outside mount blinds and shades, with tips for tile sills and shutter tracks.',
    metaKeywords: 'how to measure for blinds, inside mount, outside mount, window measurement',
    category: 'Installation',
    tags: ['Measuring', 'Vertical Blinds', 'Roller Shades'],
    status: 'published',
    publishedAt: at('2026-03-09T14:00:00Z'),
    createdAt: at('2026-03-05T16:00:00Z'),
    art: { motif: 'measure', background: '#fbf6ea', accent: '#c9892b' },
    content: `<p>Made-to-measure blinds only fit if the measurements are right. The good news is that measuring takes a steel tape, a pencil and about five minutes a window. Work in inches and write everything down to the nearest eighth of an inch.</p>
<h2>First, choose inside or outside mount</h2>
<p>An <strong>inside mount</strong> sits within the window opening for a clean, built-in look. It needs enough depth for the headrail: usually 2 to 3 inches for shades and about 3.5 inches for vertical blinds. An <strong>outside mount</strong> sits on the wall above the window and covers the frame; it is the better choice for shallow frames, out-of-square openings and windows with shutter tracks.</p>
<h2>Measuring for an inside mount</h2>
<ul>
<li>Measure the width at the top, middle and bottom of the opening. Use the <strong>smallest</strong> number.</li>
<li>Measure the height at the left, middle and right. Use the <strong>largest</strong> number.</li>
<li>Measure the depth and make sure nothing blocks the headrail, such as locks, cranks or alarm sensors.</li>
<li>Do not make deductions yourself; we make the factory deductions so the shade clears the frame.</li>
</ul>
<h2>Measuring for an outside mount</h2>
<ul>
<li>Measure the area you want to cover and add about 3 inches to each side for privacy and light control.</li>
<li>Add 2 to 3 inches above the opening for the brackets.</li>
<li>For vertical blinds on sliders, decide which side the vanes stack to and allow wall space for the stack.</li>
</ul>
<h2>South Florida details that trip people up</h2>
<p>Many homes here have tile sills, deep stucco returns and hurricane-shutter tracks. Measure height to the top of the sill tile, not the wall behind it. If shutter tracks sit inside the opening, measure between the tracks or plan for an outside mount with extension brackets. Older condos often have windows that are not square, so the three measurements really matter.</p>
<h2>Check your numbers</h2>
<p>Write width first, then height, every time; mixing them up is the most common ordering mistake we see. Label each window by room, because a bedroom and a bathroom window that look the same rarely are.</p>
<p>If you would rather not measure at all, book a free measurement appointment. Our installers measure every window and guarantee the fit when we install.</p>`,
  }),
  post({
    title: 'Motorized Shades: Battery, Hardwired or Solar?',
    excerpt:
      'The three ways to power motorized shades, what each costs to live with, and how they connect to Alexa and Google Home.',
    metaDescription:
      'Battery, hardwired or solar motorized shades? Compare power options, charging, smart home control and costs for South Florida homes.',
    metaKeywords:
      'motorized shades, battery shade motor, hardwired shades, solar shades, smart blinds',
    category: 'Smart Home',
    tags: ['Motorization', 'Smart Home', 'Child Safety'],
    status: 'published',
    publishedAt: at('2026-06-22T13:00:00Z'),
    createdAt: at('2026-06-18T15:00:00Z'),
    art: { motif: 'motor', background: '#23303f', accent: '#7fd1b9' },
    content: `<p>Motorized shades used to mean electricians and a big budget. Today most motorized shades we install run on rechargeable batteries and go up in the same visit as manual ones. Choosing the power source is the main decision, and it depends on how the room is built and how often the shade moves.</p>
<h2>Rechargeable battery motors</h2>
<p>A battery motor sits inside the roller tube and charges through a USB-C port. On a typical shade that moves twice a day, a charge lasts about six months. Nothing has to be wired, so it suits existing homes and condos where opening walls is not an option.</p>
<ul>
<li>Best for: most living rooms, bedrooms and retrofits.</li>
<li>Upkeep: plug in a charging cable a couple of times a year.</li>
</ul>
<h2>Hardwired motors</h2>
<p>Hardwired motors run on household power, so they never need charging and can lift very large, heavy shades. They need a power supply at the window, which is easiest during new construction or a remodel, and the wiring must be done by a licensed electrician.</p>
<ul>
<li>Best for: wide patio shades, new builds and windows you never want to think about.</li>
<li>Upkeep: none, apart from surge protection during storm season.</li>
</ul>
<h2>Solar-charged motors</h2>
<p>A solar motor is a battery motor with a slim panel that sits behind the shade and trickles charge from daylight. With South Florida sun, most east, south and west windows keep the battery full year-round. North-facing and heavily shaded windows may still need the occasional top-up.</p>
<h2>Remotes, hubs and voice control</h2>
<p>Every motor comes with a remote. Add a smart hub and you can run shades from your phone, set sunrise and sunset schedules, and control them with Alexa or Google Home. A sun and temperature sensor can lower shades automatically on hot afternoons, which keeps rooms cooler and protects floors and furniture from fading.</p>
<h2>Safety and convenience</h2>
<p>Motorized shades have no cords or chains, which removes a real strangulation hazard for young children and pets. They are also the easiest answer for tall windows over stairs and for customers who find cords hard to pull.</p>
<p>Our motors carry a 5-year warranty, and we program every shade, remote and hub at installation so everything works before we leave.</p>`,
  }),
  post({
    title: 'Cleaning Blinds and Shades in Salt Air and Humidity',
    excerpt:
      'Dust, salt and humidity are hard on window treatments. A simple cleaning routine for vertical blinds, zebra shades and roller shades.',
    metaDescription:
      'How to clean vertical blinds, zebra shades and roller shades in South Florida humidity and salt air, and how to prevent mildew.',
    metaKeywords:
      'clean vertical blinds, clean roller shades, mildew blinds, humidity window treatments',
    category: 'Maintenance',
    tags: ['Cleaning', 'South Florida', 'Vertical Blinds', 'Zebra Shades'],
    status: 'published',
    publishedAt: at('2026-04-14T13:00:00Z'),
    createdAt: at('2026-04-10T15:00:00Z'),
    art: { motif: 'clean', background: '#e3f1f3', accent: '#2f7f8c' },
    content: `<p>In South Florida, window treatments deal with more than dust. Salt air near the coast leaves a sticky film, humidity encourages mildew, and strong sun bakes grime into fabric. A light routine every few weeks keeps blinds and shades looking new and working smoothly for years.</p>
<h2>The monthly routine</h2>
<ul>
<li>Close vertical blind vanes or lower shades fully so you clean one flat surface.</li>
<li>Vacuum from top to bottom with a soft brush attachment on low suction.</li>
<li>Wipe headrails, bottom rails and cassettes with a barely damp microfibre cloth.</li>
<li>Run motorized shades through a full cycle to make sure nothing rubs or catches.</li>
</ul>
<h2>Vertical blinds</h2>
<p>PVC and vinyl vanes can be wiped with warm water and a drop of mild dish soap, then dried with a clean cloth. Fabric vanes should be spot-cleaned only: blot, never scrub, and test any cleaner on the back of a vane first. If a vane is badly stained, it is often cheaper to replace that single vane than to clean it; we carry replacement vanes for most systems.</p>
<h2>Zebra and roller shades</h2>
<p>Most shade fabrics are treated to resist dust and moisture. Vacuum gently, then spot-clean marks with a soft cloth and plain water or a very mild soap solution. Do not soak the fabric, fold it or put it in a washing machine, because that breaks down the coating and leaves creases. For zebra shades, lower the shade fully so the two layers separate and you can reach between them.</p>
<h2>Preventing mildew</h2>
<p>Mildew grows where fabric stays damp and air does not move. Keep air conditioning running during humid months, raise bathroom and kitchen shades after showers and cooking, and never roll a shade up while it is still wet from condensation. If you see small black spots, treat them early with a mildew-safe fabric cleaner recommended for the material.</p>
<h2>After a storm or near the beach</h2>
<p>After storms, or monthly if you live on the water, wipe salt off metal parts such as brackets, chains and cassettes. Salt left on aluminium and steel leads to corrosion and stiff operation.</p>
<p>If cords are frayed, vanes will not rotate or a shade no longer rolls straight, cleaning will not fix it. Our repair team offers same-day service in many areas and can often repair rather than replace.</p>`,
  }),
  post({
    title: 'Window Treatments for Condos: Rules, Approvals and Smart Choices',
    excerpt:
      'Many South Florida condo associations have rules about what your windows look like from outside. How to choose treatments that pass.',
    metaDescription:
      'Choosing blinds and shades for a South Florida condo: association rules, white backings, approvals, hurricane shutters and installation tips.',
    metaKeywords: 'condo window treatment rules, HOA blinds, condo shades South Florida',
    category: 'Tips & Guides',
    tags: ['Condo Living', 'South Florida', 'Roller Shades', 'Vertical Blinds'],
    status: 'published',
    publishedAt: at('2026-08-11T13:00:00Z'),
    createdAt: at('2026-08-06T15:00:00Z'),
    art: { motif: 'condo', background: '#eaf0f6', accent: '#3d6f99' },
    content: `<p>Condo living in South Florida comes with views, amenities and an association with opinions about your windows. Many buildings have written rules about what window treatments look like from the street, and getting them wrong can mean a violation letter and a second purchase. A little planning avoids both.</p>
<h2>Read the rules first</h2>
<p>Ask your management office for the current rules and regulations and look for anything about window coverings, tinting or balcony doors. Common requirements include:</p>
<ul>
<li>A white or off-white color facing the outside, whatever the color inside.</li>
<li>No foil, sheets or temporary coverings visible from outside.</li>
<li>Approval before installing anything that attaches to exterior walls or sliding door frames.</li>
<li>Access to hurricane shutters, impact glass and balcony doors must not be blocked.</li>
</ul>
<h2>Products that usually pass</h2>
<p><strong>Roller shades with a white backing</strong> are the simplest answer: choose any room color and the street sees a uniform white. Many solar screens come in white and light-grey outward faces too. <strong>Vertical blinds</strong> in white PVC remain the standard on balcony sliders in older buildings, and they are easy to match to the neighbours. <strong>Zebra shades</strong> in white or cream are generally accepted, but check whether your building counts the visible stripes as a pattern.</p>
<h2>Approvals and scheduling</h2>
<p>If your association requires an application, submit the product type, color and a photo or sample before ordering. Some buildings require contractors to provide a certificate of insurance and to book the service elevator in advance; we handle both for our customers. Allow a week or two for approval in busy seasons.</p>
<h2>Practical tips for condo windows</h2>
<p>Concrete walls and ceilings need the right anchors, so avoid adhesive or tension-mounted products on large windows. Floor-to-ceiling glass often works best with ceiling-mounted shades. If your unit has accordion or roll-down shutters, an outside mount or extension brackets keep shades clear of the tracks. For high windows, motorized shades save a lot of reaching.</p>
<p>We work in condos across Broward, Miami-Dade and Palm Beach every week and are happy to look at your association rules with you during a free estimate.</p>`,
  }),
  post({
    title: 'Same-Day Blind Repair Now Available Across More of Broward',
    excerpt:
      'We are adding repair routes so more Broward customers can get same-day repairs for blinds, shades and motors.',
    metaDescription:
      'Tri-County Blinds & Shades is expanding same-day blind, shade and motor repair across more of Broward County.',
    metaKeywords: 'same-day blind repair, Broward blind repair, shade motor repair',
    category: 'Company News',
    tags: ['Repair', 'South Florida'],
    status: 'draft',
    publishedAt: null,
    createdAt: at('2026-09-02T15:00:00Z'),
    art: { motif: 'news', background: '#fff4e5', accent: '#d9622b' },
    content: `<p>Broken blinds never wait for a convenient week. That is why we are adding repair routes across Broward County so more customers can get a technician the same day they call, in more cities than before.</p>
<h2>What we repair on the spot</h2>
<p>Our vans carry the parts behind the most common calls, so most repairs are finished in a single visit:</p>
<ul>
<li>Broken or tangled cords and chains on shades and vertical blinds.</li>
<li>Vertical blind carriers, stems and replacement vanes.</li>
<li>Roller shade springs, clutches and bottom rails.</li>
<li>Motor programming, limit settings and remote pairing.</li>
<li>Brackets pulled out of stucco, concrete or drywall.</li>
</ul>
<h2>Where the new routes run</h2>
<p>The added routes cover more of central and western Broward, including Plantation, Sunrise, Weston, Davie and Cooper City, alongside our existing coverage in Fort Lauderdale, Hollywood, Pembroke Pines and Miramar. Miami-Dade and Palm Beach customers keep our usual scheduling, with same-day visits where a technician is nearby.</p>
<h2>How same-day repair works</h2>
<p>Call in the morning or request a quote online and tell us what is broken. Photos help a lot: a picture of the headrail or motor label tells our technician which parts to bring. We confirm a time window by phone, and we quote the repair before we start so there are no surprises.</p>
<h2>Motor repairs</h2>
<p>Motorized shades are a growing share of our calls. Many motor problems turn out to be a flat battery, a lost limit setting or a remote that needs pairing again after a power cut, and our technicians fix those on the spot. When a motor does fail, we carry common replacement motors so the shade works again before we leave.</p>
<h2>Repair or replace?</h2>
<p>We will always tell you honestly when a repair is not worth it. Blinds that are more than fifteen years old, sun-damaged fabric and discontinued systems are often better replaced, and we can measure for new treatments during the same visit.</p>
<p>Every repair we complete is backed by our workmanship guarantee. Thank you to the customers across Broward who asked for faster service; this expansion is for you.</p>`,
  }),
]

// ---------------------------------------------------------------- appointments

export interface SlotTemplateSeed {
  startTime: string
  durationMinutes: number
  maxBookings: number
}

export const SLOT_TEMPLATES: SlotTemplateSeed[] = [
  { startTime: '08:00', durationMinutes: 120, maxBookings: 2 },
  { startTime: '10:00', durationMinutes: 120, maxBookings: 2 },
  { startTime: '12:00', durationMinutes: 120, maxBookings: 2 },
  { startTime: '14:00', durationMinutes: 120, maxBookings: 2 },
  { startTime: '16:00', durationMinutes: 90, maxBookings: 1 },
  // Short visits only: a consultation or measurement still ends by 6 PM.
  { startTime: '17:00', durationMinutes: 60, maxBookings: 1 },
]

// ---------------------------------------------------------------- site content

export interface SiteContentSeed {
  section: string
  key: string
  value: string
  contentType: string
}

export const SITE_CONTENT: SiteContentSeed[] = [
  {
    section: 'home',
    key: 'heroTitle',
    value: "South Florida's Premier Blinds & Window Treatment Experts",
    contentType: 'text',
  },
  {
    section: 'home',
    key: 'heroSubtitle',
    value:
      'Custom blinds, shades and shutters, plus same-day repair, motorization and professional installation across Broward, Miami-Dade and Palm Beach.',
    contentType: 'text',
  },
  {
    section: 'home',
    key: 'aboutText',
    value:
      'For more than 22 years we have measured, installed and repaired window treatments in South Florida homes, condos and offices. We are licensed and insured, estimates are free, and every installation is backed by our 1-year guarantee.',
    contentType: 'text',
  },
  // The same texts for the Spanish home page (issue 41; section HOME_SPANISH_SECTION).
  {
    section: 'home-es',
    key: 'heroTitle',
    value: 'Expertos en persianas y cortinas del Sur de la Florida',
    contentType: 'text',
  },
  {
    section: 'home-es',
    key: 'heroSubtitle',
    value:
      'Persianas, cortinas y contraventanas a la medida, además de reparación el mismo día, motorización e instalación profesional en Broward, Miami-Dade y Palm Beach.',
    contentType: 'text',
  },
  {
    section: 'home-es',
    key: 'aboutText',
    value:
      'Desde hace más de 22 años medimos, instalamos y reparamos persianas y cortinas en casas, condominios y oficinas del Sur de la Florida. Tenemos licencia y seguro, los presupuestos son gratis y cada instalación está respaldada por nuestra garantía de 1 año.',
    contentType: 'text',
  },
]
