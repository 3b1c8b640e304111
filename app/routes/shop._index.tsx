import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { FallbackImage } from '~/components/fallback-image'
import { ButtonLink } from '~/components/ui/button'
import { formatCents } from '~/domain/pricing'
import { listHardware, listProductImages, startingPrices } from '~/server/catalog.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: `Shop Blinds & Shades Online | ${site.name}`,
    description:
      'Made-to-measure vertical blinds, zebra shades and roller shades with instant online prices, plus motors and accessories. Serving Broward, Miami-Dade and Palm Beach.',
    path: '/shop',
  })
}

export async function loader() {
  // "From" prices come from the price grids, so they stay true when staff upload new grids.
  const prices = startingPrices()
  const firstImage = (type: 'regular' | 'zebra' | 'roller') => {
    const image = listProductImages(type)[0]
    return image ? { src: image.imageUrl, alt: image.altText || image.title } : null
  }
  const motor = listHardware('motor')[0]
  return {
    products: [
      {
        to: '/shop/vertical-blinds',
        name: 'Vertical Blinds',
        description:
          'The classic cover for sliding glass doors and wide windows: vanes that tilt and stack to one side. 12 fabrics in price groups A to F.',
        fromCents: prices.regular,
        image: firstImage('regular'),
      },
      {
        to: '/shop/zebra-shades',
        name: 'Zebra Shades',
        description:
          'Alternating sheer and solid bands: line them up for a filtered view or offset them for privacy. Manual or motorized.',
        fromCents: prices.zebra,
        image: firstImage('zebra'),
      },
      {
        to: '/shop/roller-shades',
        name: 'Roller Shades',
        description:
          'Clean, simple shades in light-filtering, solar screen and blackout fabrics. Manual or motorized, with valance or cassette.',
        fromCents: prices.roller,
        image: firstImage('roller'),
      },
      {
        to: '/shop/motors-accessories',
        name: 'Motors & Accessories',
        description:
          'Battery, hardwired and solar motors, remotes, hubs and sensors to automate your shades and blinds.',
        fromCents: prices.hardware,
        image: motor?.imageUrl ? { src: motor.imageUrl, alt: motor.name } : null,
      },
    ],
  }
}

export default function ShopIndex() {
  const { products } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Shop Made-to-Measure</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Configure your blinds and shades to the eighth of an inch and see your price instantly.
        Every order can include professional installation by our own team.
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => (
          <li
            key={product.to}
            className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <FallbackImage
              src={product.image?.src}
              alt={product.image?.alt ?? ''}
              width={400}
              height={300}
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-5">
              <h2 className="text-xl font-bold text-brand-900">{product.name}</h2>
              <p className="mt-2 flex-1 text-slate-700">{product.description}</p>
              <p className="mt-4 text-slate-700">
                {product.fromCents !== null ? (
                  <>
                    From{' '}
                    <span className="text-2xl font-bold text-brand-900" data-testid="from-price">
                      {formatCents(product.fromCents)}
                    </span>
                  </>
                ) : (
                  'Call for pricing'
                )}
              </p>
              <ButtonLink to={product.to} variant="secondary" className="mt-4">
                {product.to.endsWith('accessories') ? 'Browse' : 'Configure'} {product.name}
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
