import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useFetcher, useLoaderData } from '@remix-run/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { HardwareCard } from '~/components/hardware-card'
import { type Translate, useLocale, useLocalePath, useT } from '~/components/i18n'
import { MotorsQuoteForm } from '~/components/motors-quote-form'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { ButtonLink, buttonClass } from '~/components/ui/button'
import { quoteItemCount, quoteTotalCents } from '~/domain/motors-quote'
import { formatCents } from '~/domain/pricing'
import {
  loadMotorsPage,
  motorsAction,
  type QuoteListResult,
} from '~/routes/shop.motors-accessories.server'
import { seoMeta, siteFromMatches } from '~/utils/seo'
import { productJsonLd } from '~/utils/structured-data'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches)
  // Each motor and accessory with its price, as its card on the page shows it.
  const products = (['motors', 'accessories'] as const).flatMap((tab) =>
    (data?.[tab] ?? []).map((p) =>
      productJsonLd(site, {
        name: p.name,
        description: p.description,
        path: `${data?.path ?? '/shop/motors-accessories'}?tab=${tab}`,
        image: p.imageUrl,
        priceCents: p.basePriceCents,
        sku: `hardware-${p.id}`,
      }),
    ),
  )
  return seoMeta({
    site,
    title: `${data?.title ?? 'Motors & Accessories for Blinds and Shades'} | ${site.name}`,
    description:
      data?.description ??
      'Battery, hardwired and solar shade motors, remotes, smart hubs and sensors. Professional installation across Broward, Miami-Dade and Palm Beach. Request a quote.',
    path: data?.path ?? '/shop/motors-accessories',
    jsonLd: products,
  })
}

export async function loader({ request }: LoaderFunctionArgs) {
  return loadMotorsPage(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return motorsAction(request)
}

/**
 * The four benefits. The warranty figure is read from the motors' own records (every card
 * states its term), so the banner never promises more than the cards.
 */
function benefits(warrantyYears: number | null, t: Translate) {
  return [
    warrantyYears
      ? {
          title: t('shop.motors.benefit.warranty.title', { years: warrantyYears }),
          text: t('shop.motors.benefit.warranty.text', { years: warrantyYears }),
        }
      : {
          title: t('shop.motors.benefit.makers.title'),
          text: t('shop.motors.benefit.makers.text'),
        },
    ...(['installation', 'smartHome', 'shipping'] as const).map((key) => ({
      title: t(`shop.motors.benefit.${key}.title`),
      text: t(`shop.motors.benefit.${key}.text`),
    })),
  ]
}

/** A small form to the page's action: real without JavaScript, a fetcher with it. */
function QuoteButton({
  intent,
  productId,
  tab,
  label,
  children,
  className,
  disabled,
}: {
  intent: 'add' | 'increment' | 'decrement'
  productId: number
  tab: string
  label?: string
  children: React.ReactNode
  className: string
  disabled?: boolean
}) {
  const fetcher = useFetcher<QuoteListResult>()
  const hydrated = useHydrated()
  return (
    <fetcher.Form method="post" className="inline">
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="tab" value={tab} />
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-label={label}
        className={className}
        disabled={disabled || fetcher.state !== 'idle'}
      >
        {children}
      </button>
    </fetcher.Form>
  )
}

export default function MotorsAccessoriesPage() {
  const { tab, sent, motors, accessories, quoteLines, textConsent, warrantyYears } =
    useLoaderData<typeof loader>()
  const navigationResult = useActionData<typeof action>()
  const list = tab === 'accessories' ? accessories : motors
  const inQuote = quoteItemCount(quoteLines)
  const t = useT()
  const locale = useLocale()
  const to = useLocalePath()

  const tabClass = (active: boolean) =>
    `rounded-t-lg border-b-4 px-5 py-3 font-semibold ${
      active
        ? 'border-brand-700 text-brand-900'
        : 'border-transparent text-slate-700 hover:text-brand-800'
    }`

  return (
    <div>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <Breadcrumbs
            tone="dark"
            label={t('shop.motors.crumb.label')}
            items={[
              { name: t('shop.motors.crumb.shop'), to: to('/shop') },
              { name: t('shop.motors.heading') },
            ]}
          />
          <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{t('shop.motors.heading')}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-200">{t('shop.motors.intro')}</p>
        </div>
      </section>

      <section aria-label={t('shop.motors.benefits')} className="mx-auto max-w-7xl px-4 py-8">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {benefits(warrantyYears, t).map((b) => (
            <li key={b.title} className="rounded-xl border border-slate-200 bg-white p-5">
              <h2 className="font-bold text-brand-900">{b.title}</h2>
              <p className="mt-1 text-sm text-slate-700">{b.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-b border-slate-200">
            <nav aria-label={t('shop.motors.tabs')} className="flex gap-2">
              {(
                [
                  ['motors', motors.length],
                  ['accessories', accessories.length],
                ] as const
              ).map(([key, count]) => (
                <Link
                  key={key}
                  to={`?tab=${key}`}
                  preventScrollReset
                  className={tabClass(tab === key)}
                  aria-current={tab === key ? 'page' : undefined}
                >
                  {t(`shop.motors.tab.${key}`, { count })}
                </Link>
              ))}
            </nav>
            {/* On a phone the quote list is far below the cards: a way there, with its count. */}
            <a
              href="#quote"
              className="mb-2 inline-flex items-center gap-2 rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              data-testid="quote-list-link"
            >
              {t('shop.motors.quoteList', { count: inQuote })}
            </a>
          </div>
          <h2 className="sr-only">
            {t(tab === 'accessories' ? 'shop.motors.accessories' : 'shop.motors.motors')}
          </h2>
          {list.length === 0 ? (
            <p className="mt-6 text-slate-700">{t('shop.motors.empty')}</p>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {list.map((item) => (
                <li key={item.id} className="flex">
                  <HardwareCard
                    item={item}
                    badge={item.badge}
                    action={
                      <QuoteButton
                        intent="add"
                        productId={item.id}
                        tab={tab}
                        className={buttonClass({ variant: 'secondary', block: true })}
                      >
                        {/* The name starts with the words shown (WCAG 2.5.3), then says which. */}
                        {t('shop.motors.add')}
                        <span className="sr-only"> – {item.name}</span>
                      </QuoteButton>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </div>

        <aside
          id="quote"
          aria-labelledby="quote-heading"
          className="scroll-mt-20 self-start rounded-xl border-2 border-brand-700 bg-brand-50 p-5 lg:sticky lg:top-20"
        >
          <h2 id="quote-heading" className="text-xl font-bold text-brand-900">
            {t('shop.motors.request')}
          </h2>
          {quoteLines.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{t('shop.motors.emptyQuote')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-300" data-testid="quote-lines">
              {quoteLines.map((line) => (
                <li key={line.productId} className="py-2 text-sm">
                  <p className="font-semibold text-slate-900">{line.productName}</p>
                  <div className="mt-1 flex items-center justify-between gap-2">
                    <span className="text-slate-700">
                      {t('shop.motors.each', { price: formatCents(line.unitPriceCents, locale) })}
                    </span>
                    <span className="flex items-center gap-1.5">
                      <QuoteButton
                        intent="decrement"
                        productId={line.productId}
                        tab={tab}
                        label={t('shop.motors.decrease', { name: line.productName })}
                        className="h-8 w-8 rounded-md border border-slate-400 bg-white font-bold"
                      >
                        −
                      </QuoteButton>
                      <span className="w-6 text-center font-semibold" data-testid="quote-qty">
                        {line.quantity}
                      </span>
                      <QuoteButton
                        intent="increment"
                        productId={line.productId}
                        tab={tab}
                        label={t('shop.motors.increase', { name: line.productName })}
                        className="h-8 w-8 rounded-md border border-slate-400 bg-white font-bold"
                      >
                        +
                      </QuoteButton>
                    </span>
                  </div>
                </li>
              ))}
              <li className="flex justify-between py-2 font-semibold">
                <span>{t('shop.motors.total')}</span>
                <span>{formatCents(quoteTotalCents(quoteLines), locale)}</span>
              </li>
            </ul>
          )}
          <MotorsQuoteForm
            tab={tab}
            sent={sent}
            navigationResult={
              navigationResult && 'status' in navigationResult ? navigationResult : undefined
            }
            textConsent={textConsent}
          />
          <div className="mt-6 rounded-lg bg-white p-4 text-sm">
            <p className="font-semibold text-brand-900">{t('shop.motors.handle.title')}</p>
            <p className="mt-1 text-slate-700">{t('shop.motors.handle.text')}</p>
            <ButtonLink to={to('/book-appointment')} variant="secondary" className="mt-3">
              {t('shop.motors.handle.button')}
            </ButtonLink>
          </div>
        </aside>
      </div>
    </div>
  )
}
