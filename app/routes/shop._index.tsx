import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ShopProductImage } from '~/components/shop-product-image'
import { ButtonLink } from '~/components/ui/button'
import { formatCents } from '~/domain/pricing'
import { shopProducts } from '~/server/catalog/shop-products.server'
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
  return { products: shopProducts() }
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
      {/* Each card spans five rows of one grid (subgrid), so pictures, names, prices and
          buttons line up across a row of cards however long the text above them is. */}
      <ul className="mt-8 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => (
          <li
            key={product.to}
            className="row-span-5 grid grid-rows-subgrid gap-0 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <ShopProductImage
              image={product.image}
              productShot={product.productShot}
              lazy={false}
            />
            <h2 className="px-5 pt-5 text-xl font-bold text-brand-900">{product.name}</h2>
            <p className="px-5 pt-2 text-slate-700">{product.description}</p>
            <p className="px-5 pt-4 text-slate-700">
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
            <div className="grid px-5 pt-4 pb-5">
              <ButtonLink to={product.to} variant="secondary">
                {product.to.endsWith('accessories') ? 'Browse' : 'Configure'} {product.name}
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
