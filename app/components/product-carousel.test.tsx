import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ProductCarousel } from './product-carousel'

describe('ProductCarousel', () => {
  it('shows the empty state when there are no product images', () => {
    const html = renderToString(<ProductCarousel images={[]} />)
    expect(html).toContain('No Images Available')
    expect(html).toContain('Product images will appear here')
  })

  it('shows a fallback image in the empty state when one is provided', () => {
    const html = renderToString(<ProductCarousel images={[]} fallbackImage="/fallback.jpg" />)
    expect(html).toContain('src="/fallback.jpg"')
  })
})
