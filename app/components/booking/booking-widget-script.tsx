/** The field-service provider's booking widget script (it defines `window.HCPWidget`). */
export const BOOKING_WIDGET_ORIGIN = 'https://online-booking.housecallpro.com'

/**
 * Loaded only when the widget is configured (HOUSECALL_PRO_WIDGET_TOKEN and _NAME). Until it
 * has loaded, and without it, the header's Book Appointment is a plain link to
 * /book-appointment (docs/requirements.md, R8).
 */
export function BookingWidgetScript({ token, name }: { token?: string; name?: string }) {
  if (!token || !name) return null
  const params = new URLSearchParams({ token, orgName: name })
  return <script async src={`${BOOKING_WIDGET_ORIGIN}/script.js?${params}`} />
}
