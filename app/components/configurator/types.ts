import type {
  AddedLine,
  ConfigFormValues,
  PricedProductType,
  PriceGrid,
  SizeLimits,
} from '~/domain/pricing'
import type { CarouselImage } from '../product-carousel'

/** What a configurator page's loader hands the browser: enough to price every change locally. */
export interface ConfiguratorData {
  productType: PricedProductType
  product: { name: string; slug: string; groupLabel: 'group' | 'chart' }
  limits: SizeLimits
  fabrics: {
    id: number
    fabricName: string
    color: string
    group: string
    description: string
    imageUrl: string | null
  }[]
  options: {
    code: string
    name: string
    priceCents: number
    description: string
    isDefault: boolean
  }[]
  grid: PriceGrid
  images: CarouselImage[]
  initialImage: number
  defaults: ConfigFormValues
  /** The design the page opens with: from the query when it holds one, else the defaults. */
  values: ConfigFormValues
  /** What in the query's design could not be restored, in words. */
  designNotices: string[]
  /** The design's query as read ('' without one), for links that must keep it. */
  designQuery: string
  /** The lowest grid price ("From $127.99"), shown until a fabric is chosen. */
  fromCents: number | null
  /** How long it takes (app/domain/lead-time.ts): 'Ready to install in 2–3 weeks (expected …)'. */
  leadTime: string
  /** Without JavaScript, after Add to Cart: the line just added (from the visitor's cart). */
  added: AddedLine | null
}

export type { ConfiguratorActionData } from '~/domain/pricing'
