import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '~/server/platform/i18n.server'
import { I18nProvider } from './i18n'
import { ProductCarousel } from './product-carousel'

const render = (ui: React.ReactElement, locale: 'en' | 'es' = 'en') =>
  renderToString(
    <StaticRouter location="/shop/zebra-shades">
      <I18nProvider locale={locale} messages={messagesFor(locale, ['configurator'])}>
        {ui}
      </I18nProvider>
    </StaticRouter>,
  )

describe('ProductCarousel', () => {
  it('shows the empty state when there are no product images', () => {
    const html = render(<ProductCarousel images={[]} />)
    expect(html).toContain('No Images Available')
    expect(html).toContain('Product images will appear here')
  })

  it('speaks the page language: in Spanish, the empty state and the controls', () => {
    expect(render(<ProductCarousel images={[]} />, 'es')).toContain('No hay imágenes')
    const images = [1, 2].map((id) => ({
      id,
      imageUrl: `/i${id}.jpg`,
      title: `Foto ${id}`,
      altText: '',
      width: 400,
      height: 300,
    }))
    const html = render(<ProductCarousel images={images} />, 'es')
    expect(html).toContain('aria-label="Imágenes del producto"')
    expect(html).toContain('aria-label="Imagen anterior"')
    expect(html).toContain('aria-label="Ver la imagen 2: Foto 2"')
    expect(html).not.toMatch(/Previous image|Next image|Show image/)
  })

  it('shows a fallback image in the empty state when one is provided', () => {
    const html = render(<ProductCarousel images={[]} fallbackImage="/fallback.jpg" />)
    expect(html).toContain('src="/fallback.jpg"')
  })
})
