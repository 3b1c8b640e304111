import { Link, useLocation } from '@remix-run/react'
import { CalendarIcon } from './icons'

/** Pages where the customer is already booking: the button would only cover the wizard. */
const BOOKING_PAGES = /^\/(book-appointment|appointments)(\/|$)/

/** The floating Book Now button, on small screens only (above the sticky cart bar). */
export function FloatingBookNow({ raised }: { raised: boolean }) {
  const { pathname } = useLocation()
  if (BOOKING_PAGES.test(pathname)) return null
  return (
    <Link
      to="/book-appointment"
      className={`fixed left-4 z-30 inline-flex items-center gap-2 rounded-full bg-accent-500 px-5 py-3 font-bold text-brand-900 shadow-lg hover:bg-accent-400 md:hidden ${
        raised ? 'bottom-20' : 'bottom-4'
      }`}
    >
      <CalendarIcon width={18} height={18} />
      Book Now
    </Link>
  )
}
