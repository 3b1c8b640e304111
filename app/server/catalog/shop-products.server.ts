/**
 * The four ways into the shop, as the shop page and the home page's teaser show them: name,
 * a line about it, the "From" price from the price grids (true after staff upload new grids)
 * and the first picture staff chose for it.
 */
import { memoUntilNextWrite } from '../platform/db-version.server'
import { listHardware, listProductImages, startingPrices } from './catalog.server'

/**
 * The same for every visitor: computed once per content version, not per page view (the "from"
 * prices' aggregate over every grid cell was 7% of a rendered home page,
 * docs/decisions/122-shopper-speed.md). A grid, fabric, image or motor change moves the version.
 */
const memo = memoUntilNextWrite<ShopProduct[]>(1)

export type ShopProduct = {
  to: string
  name: string
  description: string
  fromCents: number | null
  image: { src: string; alt: string } | null
  /**
   * Motors and accessories are square product shots with a margin around the item: shown
   * zoomed past that margin so a 4:3 frame is filled without bands at the sides.
   */
  productShot: boolean
}

export function shopProducts(): ShopProduct[] {
  return memo('shop', computeShopProducts)
}

function computeShopProducts(): ShopProduct[] {
  const prices = startingPrices()
  const firstImage = (type: 'regular' | 'zebra' | 'roller') => {
    const image = listProductImages(type)[0]
    return image ? { src: image.imageUrl, alt: image.altText || image.title } : null
  }
  const motor = listHardware('motor')[0]
  return [
    {
      to: '/shop/vertical-blinds',
      name: 'Vertical Blinds',
      description:
        'The classic cover for sliding glass doors and wide windows: vanes that tilt and stack to one side. 12 fabrics in price groups A to F.',
      fromCents: prices.regular,
      image: firstImage('regular'),
      productShot: false,
    },
    {
      to: '/shop/zebra-shades',
      name: 'Zebra Shades',
      description:
        'Alternating sheer and solid bands: line them up for a filtered view or offset them for privacy. Manual or motorized.',
      fromCents: prices.zebra,
      image: firstImage('zebra'),
      productShot: false,
    },
    {
      to: '/shop/roller-shades',
      name: 'Roller Shades',
      description:
        'Clean, simple shades in light-filtering, solar screen and blackout fabrics. Manual or motorized, with valance or cassette.',
      fromCents: prices.roller,
      image: firstImage('roller'),
      productShot: false,
    },
    {
      to: '/shop/motors-accessories',
      name: 'Motors & Accessories',
      description:
        'Battery, hardwired and solar motors, remotes, hubs and sensors to automate your shades and blinds.',
      fromCents: prices.hardware,
      image: motor?.imageUrl ? { src: motor.imageUrl, alt: motor.name } : null,
      productShot: true,
    },
  ]
}
