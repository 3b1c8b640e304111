import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { MountDrawing } from '~/components/configurator/measuring-guide'
import { useBusinessPhone } from '~/hooks/use-root-data'
import { seoMeta, siteFromMatches } from '~/utils/seo'

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return seoMeta({
    site,
    title: `How to Measure Your Windows: Printable Measuring Sheet | ${site.name}`,
    description:
      'Measure for made-to-measure blinds and shades: inside or outside mount, to the nearest 1/8 inch, with a printable sheet for every window. Or we measure for free.',
    path: '/measuring-guide',
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
  return (
    // On paper only the sheet, not the site's header, footer or bottom bars (app/tailwind.css).
    <div
      data-print-alone
      className="mx-auto max-w-4xl px-4 py-10 print:max-w-none print:px-0 print:py-0"
    >
      <h1 className="text-3xl font-bold text-brand-900 print:text-2xl">
        How to measure your windows
      </h1>
      <p className="mt-2 text-slate-800">
        A steel tape measure, a pencil and this sheet. Measure every window, even ones that look the
        same, and write each size to the nearest <strong>1/8 inch</strong>.
      </p>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <Link
          to="/book-appointment?service=consultation"
          className="inline-flex min-h-11 items-center rounded-md bg-accent-500 px-4 font-semibold text-slate-900 hover:bg-accent-400"
        >
          Rather not measure? We measure for free
        </Link>
        <p className="flex items-center text-slate-700">
          Print this page (Ctrl + P or ⌘ + P) and take it to your windows.
        </p>
      </div>

      <h2 className="mt-8 text-xl font-bold text-brand-900">Inside or outside mount?</h2>
      <div className="mt-3 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <figure className="break-inside-avoid">
          <MountDrawing mount="inside" />
          <figcaption className="mt-2 text-slate-800">
            <strong>Inside mount</strong> sits inside the window frame, a clean built-in look. Needs
            at least 2 inches of flat depth in the frame. Measure the width inside the opening at
            the top, middle and bottom and write down the <strong>narrowest</strong>. Measure the
            height at the left, middle and right and write down the <strong>longest</strong>. Do not
            deduct anything: we allow for the brackets.
          </figcaption>
        </figure>
        <figure className="break-inside-avoid">
          <MountDrawing mount="outside" />
          <figcaption className="mt-2 text-slate-800">
            <strong>Outside mount</strong> covers the frame, on the wall above it: more privacy and
            less light at the edges, and the choice for shallow frames. Measure the area to cover
            and add about 3 inches on each side; measure the height from where the headrail will sit
            to the sill or below it.
          </figcaption>
        </figure>
      </div>

      <h2 className="mt-8 text-xl font-bold text-brand-900">Reading eighths of an inch</h2>
      <p className="mt-2 text-slate-800">
        Between two inch marks a tape has 16 small marks. Every second mark is an eighth: round to
        the nearest one. Our configurators take whole inches plus an eighth:
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Eighths of an inch">
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
        Example: 35 and 5/8 inches wide is written <strong>35 5/8</strong>; 35.6 on a digital
        measure is also 35 5/8.
      </p>

      <h2 className="mt-8 text-xl font-bold text-brand-900">Your windows</h2>
      {/* Scrolls sideways on a phone: a focusable, named region so a keyboard can scroll it. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label="Measuring sheet (scrolls sideways)"
        className="mt-3 overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 print:overflow-visible"
      >
        <table
          className="w-full min-w-[36rem] border-collapse text-left text-sm"
          data-testid="measuring-sheet"
        >
          <caption className="sr-only">Measuring sheet to fill in, one row per window</caption>
          <thead>
            <tr className="bg-slate-100 print:bg-transparent">
              <th scope="col" className="border border-slate-400 px-2 py-2">
                #
              </th>
              <th scope="col" className="border border-slate-400 px-2 py-2">
                Room / window
              </th>
              <th scope="col" className="border border-slate-400 px-2 py-2">
                Inside or outside
              </th>
              <th scope="col" className="border border-slate-400 px-2 py-2">
                Width (in, 1/8)
              </th>
              <th scope="col" className="border border-slate-400 px-2 py-2">
                Height (in, 1/8)
              </th>
              <th scope="col" className="border border-slate-400 px-2 py-2">
                Notes
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
        Our fit promise: choose professional installation and our installer measures every window
        again before your order is made. Questions? Call <strong>{phone}</strong>.
      </p>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Link
          to="/shop"
          className="inline-flex min-h-8 items-center font-semibold text-brand-800 underline"
        >
          Enter your sizes in the shop
        </Link>
        <Link
          to="/quote"
          className="inline-flex min-h-8 items-center font-semibold text-brand-800 underline"
        >
          Ask for a free quote
        </Link>
      </div>
    </div>
  )
}
