import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useFromEnglish, useLocale, useLocalePath, useT } from '~/components/i18n'
import { ShopProductImage } from '~/components/shop-product-image'
import { ButtonLink } from '~/components/ui/button'
import { pathInLocale } from '~/domain/locale'
import { formatCents } from '~/domain/pricing'
import { shopProducts } from '~/server/catalog/shop-products.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: `${data?.title ?? 'Shop Blinds & Shades Online'} | ${site.name}`,
    description:
      data?.description ??
      'Made-to-measure vertical blinds, zebra shades and roller shades with instant online prices, plus motors and accessories. Serving Broward, Miami-Dade and Palm Beach.',
    path: data?.path ?? '/shop',
  })
}

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  return {
    products: shopProducts(),
    title: t('shop.meta.title'),
    description: t('shop.meta.description'),
    path: pathInLocale('/shop', locale),
    messages: pageMessages(request, ['shop', 'cart']),
  }
}

export default function ShopIndex() {
  const { products } = useLoaderData<typeof loader>()
  const t = useT()
  const fromEnglish = useFromEnglish()
  const locale = useLocale()
  const to = useLocalePath()
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t('shop.heading')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('shop.intro')}</p>
      {/* Each card spans five rows of one grid (subgrid), so pictures, names, prices and
          buttons line up across a row of cards however long the text above them is. */}
      <ul className="mt-8 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => {
          const name = fromEnglish(product.name)
          return (
            <li
              key={product.to}
              className="row-span-5 grid grid-rows-subgrid gap-0 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <ShopProductImage
                image={product.image && { ...product.image, alt: fromEnglish(product.image.alt) }}
                productShot={product.productShot}
                lazy={false}
              />
              <h2 className="px-5 pt-5 text-xl font-bold text-brand-900">{name}</h2>
              <p className="px-5 pt-2 text-slate-700">{fromEnglish(product.description)}</p>
              <p className="px-5 pt-4 text-slate-700">
                {product.fromCents !== null ? (
                  <>
                    {t('shop.from')}{' '}
                    <span className="text-2xl font-bold text-brand-900" data-testid="from-price">
                      {formatCents(product.fromCents, locale)}
                    </span>
                  </>
                ) : (
                  t('shop.callForPricing')
                )}
              </p>
              <div className="grid px-5 pt-4 pb-5">
                <ButtonLink to={to(product.to)} variant="secondary">
                  {product.to.endsWith('accessories')
                    ? t('shop.browse', { name })
                    : t('shop.configure', { name })}
                </ButtonLink>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
