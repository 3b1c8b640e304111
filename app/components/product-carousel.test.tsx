import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '~/server/platform/i18n.server'
import { I18nProvider } from './i18n'
import { ProductCarousel } from './product-carousel'

const english = messagesFor('en', ['configurator'])

describe('ProductCarousel', () => {
  it('shows the empty state when there are no product images', () => {
    const html = renderToString(
      <I18nProvider locale="en" messages={english}>
        <ProductCarousel images={[]} />
      </I18nProvider>,
    )
    expect(html).toContain('No Images Available')
    expect(html).toContain('Product images will appear here')
  })

  it('shows a fallback image in the empty state when one is provided', () => {
    const html = renderToString(<ProductCarousel images={[]} fallbackImage="/fallback.jpg" />)
    expect(html).toContain('src="/fallback.jpg"')
  })
})
