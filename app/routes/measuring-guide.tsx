import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { MountDrawing } from '~/components/configurator/measuring-guide'
import { useLocalePath, useT } from '~/components/i18n'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { getPublicEnv } from '~/server/platform/env.server'
import { pageMessages, requestLocale, serverT } from '~/server/platform/i18n.server'
import { seoMeta, siteFromEnv, siteFromMatches } from '~/utils/seo'

export function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request)
  const { t } = serverT(locale)
  return {
    messages: pageMessages(request, ['guide']),
    locale,
    // The meta function has no hooks: its words come from here.
    words: {
      title: t('guide.meta.title', { business: siteFromEnv(getPublicEnv()).name }),
      description: t('guide.meta.description'),
    },
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: data?.words.title ?? '',
    description: data?.words.description ?? '',
    path: '/measuring-guide',
    locale: data?.locale,
  })
}

/** The eighths a tape shows between two inches (as the configurators' fraction list). */
const EIGHTHS = ['1/8', '1/4', '3/8', '1/2', '5/8', '3/4', '7/8']

/** Rows of the sheet to fill by hand. */
const ROWS = 8

/**
 * The printable measuring sheet (issue 30): how to measure inside and outside mounts, in
 * eighths, and a table to fill for several windows. Printing leaves out the site's frame
 * (print: classes) so the sheet fits one or two pages.
 */
export default function MeasuringGuidePage() {
  const phone = useBusinessPhone()
  const t = useT()
  const to = useLocalePath()
  const strong = (chunk: string) => <strong>{chunk}</strong>
  return (
    // On paper only the sheet, not the site's header, footer or bottom bars (app/tailwind.css).
    <div
      data-print-alone
      className="mx-auto max-w-4xl px-4 py-10 print:max-w-none print:px-0 print:py-0"
    >
      <h1 className="text-3xl font-bold text-brand-900 print:text-2xl">{t('guide.title')}</h1>
      <p className="mt-2 text-slate-800">
        {t('guide.intro')} <strong>{t('guide.eighthInch')}</strong>.
      </p>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <Link
          to={to('/book-appointment?service=consultation')}
          className="inline-flex min-h-11 items-center rounded-md bg-accent-500 px-4 font-semibold text-slate-900 hover:bg-accent-400"
        >
          {t('guide.weMeasure')}
        </Link>
        <p className="flex items-center text-slate-700">{t('guide.print')}</p>
      </div>

      <h2 className="mt-8 text-xl font-bold text-brand-900">{t('guide.mount.title')}</h2>
      <div className="mt-3 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <figure className="break-inside-avoid">
          <MountDrawing
            mount="inside"
            words={{
              label: t('guide.inside.drawing'),
              width: t('guide.widthLetter'),
              height: t('guide.heightLetter'),
            }}
          />
          <figcaption className="mt-2 text-slate-800">
            {strong(t('guide.inside.name'))} {t('guide.inside.text1')}{' '}
            {strong(t('guide.inside.narrowest'))}. {t('guide.inside.text2')}{' '}
            {strong(t('guide.inside.longest'))}. {t('guide.inside.text3')}
          </figcaption>
        </figure>
        <figure className="break-inside-avoid">
          <MountDrawing
            mount="outside"
            words={{
              label: t('guide.outside.drawing'),
              width: t('guide.widthLetter'),
              height: t('guide.heightLetter'),
            }}
          />
          <figcaption className="mt-2 text-slate-800">
            {strong(t('guide.outside.name'))} {t('guide.outside.text')}
          </figcaption>
        </figure>
      </div>

      <h2 className="mt-8 text-xl font-bold text-brand-900">{t('guide.eighths.title')}</h2>
      <p className="mt-2 text-slate-800">{t('guide.eighths.text')}</p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('guide.eighths.list')}>
        {EIGHTHS.map((fraction, index) => (
          <li
            key={fraction}
            className="rounded border border-slate-300 px-2 py-1 text-sm tabular-nums text-slate-900"
          >
            {fraction}" = {((index + 1) * 0.125).toFixed(3)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-800">
        {t('guide.example.before')} <strong>35 5/8</strong>
        {t('guide.example.after')}
      </p>

      <h2 className="mt-8 text-xl font-bold text-brand-900">{t('guide.sheet.title')}</h2>
      {/* Scrolls sideways on a phone: a focusable, named region so a keyboard can scroll it. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={t('guide.sheet.region')}
        className="mt-3 overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 print:overflow-visible"
      >
        <table
          className="w-full min-w-[36rem] border-collapse text-left text-sm"
          data-testid="measuring-sheet"
        >
          <caption className="sr-only">{t('guide.sheet.caption')}</caption>
          <thead>
            <tr className="bg-slate-100 print:bg-transparent">
              <th scope="col" className="border border-slate-400 px-2 py-2">
                #
              </th>
              <th scope="col" className="border border-slate-400 px-2 py-2">
                {t('guide.sheet.room')}
              </th>
              <th scope="col" className="border border-slate-400 px-2 py-2">
                {t('guide.sheet.mount')}
              </th>
              <th scope="col" className="border border-slate-400 px-2 py-2">
                {t('guide.sheet.width')}
              </th>
              <th scope="col" className="border border-slate-400 px-2 py-2">
                {t('guide.sheet.height')}
              </th>
              <th scope="col" className="border border-slate-400 px-2 py-2">
                {t('guide.sheet.notes')}
              </th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: ROWS }, (_, i) => (
              <tr key={i} className="h-10">
                <th scope="row" className="border border-slate-400 px-2 font-normal">
                  {i + 1}
                </th>
                <td className="border border-slate-400" />
                <td className="border border-slate-400" />
                <td className="border border-slate-400" />
                <td className="border border-slate-400" />
                <td className="border border-slate-400" />
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="mt-4 text-slate-800">
        {t('guide.promise')} <strong>{phone}</strong>.
      </p>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Link
          to={to('/shop')}
          className="inline-flex min-h-8 items-center font-semibold text-brand-800 underline"
        >
          {t('guide.shop')}
        </Link>
        <Link
          to={to('/quote')}
          className="inline-flex min-h-8 items-center font-semibold text-brand-800 underline"
        >
          {t('guide.quote')}
        </Link>
      </div>
    </div>
  )
}
