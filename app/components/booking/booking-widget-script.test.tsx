import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BookingWidgetScript } from './booking-widget-script'

describe('BookingWidgetScript', () => {
  it('loads the widget only when both its token and name are configured', () => {
    expect(renderToString(<BookingWidgetScript />)).toBe('')
    expect(renderToString(<BookingWidgetScript token="abc" />)).toBe('')
    const html = renderToString(<BookingWidgetScript token="t&1" name="Tri County" />)
    expect(html).toContain(
      'src="https://online-booking.housecallpro.com/script.js?token=t%261&amp;orgName=Tri+County"',
    )
    expect(html).toContain('async')
  })
})
