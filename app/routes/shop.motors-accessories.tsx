import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useFetcher, useLoaderData } from '@remix-run/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { HardwareCard } from '~/components/hardware-card'
import { MotorsQuoteForm } from '~/components/motors-quote-form'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { ButtonLink, buttonClass } from '~/components/ui/button'
import {
  hardwareBadge,
  motorWarrantyYears,
  quoteItemCount,
  quoteTotalCents,
} from '~/domain/motors-quote'
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
        path: `/shop/motors-accessories?tab=${tab}`,
        image: p.imageUrl,
        priceCents: p.basePriceCents,
        sku: `hardware-${p.id}`,
      }),
    ),
  )
  return seoMeta({
    site,
    title: `Motors & Accessories for Blinds and Shades | ${site.name}`,
    description:
      'Battery, hardwired and solar shade motors, remotes, smart hubs and sensors. Professional installation across Broward, Miami-Dade and Palm Beach. Request a quote.',
    path: '/shop/motors-accessories',
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
function benefits(warrantyYears: number | null) {
  return [
    warrantyYears
      ? {
          title: `${warrantyYears}-Year Motor Warranty`,
          text: `Every motor we sell carries at least a ${warrantyYears}-year warranty; remotes and accessories have their own terms, shown on each product.`,
        }
      : {
          title: 'Manufacturer Warranties',
          text: 'Every motor and accessory is backed by its maker’s warranty; the terms are on each product.',
        },
    ...BENEFITS,
  ]
}

const BENEFITS = [
  {
    title: 'Professional Installation',
    text: 'Our own technicians install, program and test every motor, covered by our 1-year installation guarantee.',
  },
  {
    title: 'Smart Home Ready',
    text: 'Works with Alexa, Google Home and more through Wi-Fi motors or a smart hub.',
  },
  { title: 'Free Shipping', text: 'Free shipping on orders over $200.' },
]

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
  const { tab, sent, motors, accessories, quoteLines, textConsent } = useLoaderData<typeof loader>()
  const navigationResult = useActionData<typeof action>()
  const list = tab === 'accessories' ? accessories : motors
  const kind = tab === 'accessories' ? 'accessory' : 'motor'
  const inQuote = quoteItemCount(quoteLines)

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
            items={[{ name: 'Shop', to: '/shop' }, { name: 'Motors & Accessories' }]}
          />
          <h1 className="mt-3 text-3xl font-bold sm:text-4xl">Motors &amp; Accessories</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-200">
            Motorize your shades and blinds: quiet battery, hardwired and solar motors, remotes,
            smart hubs and sensors, installed and programmed by our team.
          </p>
        </div>
      </section>

      <section aria-label="Why buy from us" className="mx-auto max-w-7xl px-4 py-8">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {benefits(motorWarrantyYears(motors)).map((b) => (
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
            <nav aria-label="Product types" className="flex gap-2">
              {(
                [
                  ['motors', 'Motors', motors.length],
                  ['accessories', 'Accessories', accessories.length],
                ] as const
              ).map(([key, label, count]) => (
                <Link
                  key={key}
                  to={`?tab=${key}`}
                  preventScrollReset
                  className={tabClass(tab === key)}
                  aria-current={tab === key ? 'page' : undefined}
                >
                  {label} ({count})
                </Link>
              ))}
            </nav>
            {/* On a phone the quote list is far below the cards: a way there, with its count. */}
            <a
              href="#quote"
              className="mb-2 inline-flex items-center gap-2 rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              data-testid="quote-list-link"
            >
              Quote list ({inQuote})
            </a>
          </div>
          <h2 className="sr-only">{tab === 'accessories' ? 'Accessories' : 'Motors'}</h2>
          {list.length === 0 ? (
            <p className="mt-6 text-slate-700">Nothing here right now. Please call us.</p>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {list.map((item) => (
                <li key={item.id} className="flex">
                  <HardwareCard
                    item={item}
                    badge={hardwareBadge(kind, item)}
                    action={
                      <QuoteButton
                        intent="add"
                        productId={item.id}
                        tab={tab}
                        className={buttonClass({ variant: 'secondary', block: true })}
                      >
                        {/* The name starts with the words shown (WCAG 2.5.3), then says which. */}
                        Add to Quote<span className="sr-only"> – {item.name}</span>
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
            Request Quote
          </h2>
          {quoteLines.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              Add motors or accessories to build your quote list.
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-300" data-testid="quote-lines">
              {quoteLines.map((line) => (
                <li key={line.productId} className="py-2 text-sm">
                  <p className="font-semibold text-slate-900">{line.productName}</p>
                  <div className="mt-1 flex items-center justify-between gap-2">
                    <span className="text-slate-700">{formatCents(line.unitPriceCents)} each</span>
                    <span className="flex items-center gap-1.5">
                      <QuoteButton
                        intent="decrement"
                        productId={line.productId}
                        tab={tab}
                        label={`Decrease quantity of ${line.productName}`}
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
                        label={`Increase quantity of ${line.productName}`}
                        className="h-8 w-8 rounded-md border border-slate-400 bg-white font-bold"
                      >
                        +
                      </QuoteButton>
                    </span>
                  </div>
                </li>
              ))}
              <li className="flex justify-between py-2 font-semibold">
                <span>Estimated total</span>
                <span>{formatCents(quoteTotalCents(quoteLines))}</span>
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
            <p className="font-semibold text-brand-900">Prefer we handle everything?</p>
            <p className="mt-1 text-slate-700">
              We measure, install and program your motors and remotes.
            </p>
            <ButtonLink to="/book-appointment" variant="secondary" className="mt-3">
              Schedule Installation
            </ButtonLink>
          </div>
        </aside>
      </div>
    </div>
  )
}
