import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Locale } from '~/domain/locale'
import { messagesFor } from '~/server/platform/i18n.server'
import type { ReviewsSummary } from '~/utils/structured-data'
import { I18nProvider } from '../i18n'
import { ReviewsSection, Stars } from './reviews-section'

const REVIEWS = {
  summary: { average: 4.5, count: 2 },
  latest: [{ id: 1, rating: 5, text: 'Muy buen trabajo', displayName: 'Ana F.' }],
} as unknown as ReviewsSummary

const render = (locale: Locale, reviews: ReviewsSummary) =>
  renderToStaticMarkup(
    <I18nProvider locale={locale} messages={messagesFor(locale, ['configurator'])}>
      <ReviewsSection reviews={reviews} heading="Opiniones" />
    </I18nProvider>,
  )

describe("a product's reviews", () => {
  it('says the average and the count in the page language', () => {
    expect(render('en', REVIEWS)).toContain('4.5 out of 5 from 2 reviews by customers')
    const spanish = render('es', REVIEWS)
    expect(spanish).toContain('4.5 de 5 en 2 opiniones de clientes')
    expect(spanish).toContain('5 de 5 estrellas')
    expect(spanish).not.toMatch(/out of 5|reviews by customers/)
  })

  it('counts one review as one', () => {
    const one = { ...REVIEWS, summary: { average: 4, count: 1 } } as ReviewsSummary
    expect(render('en', one)).toContain('4.0 out of 5 from 1 review by customers')
    expect(render('es', one)).toContain('4.0 de 5 en 1 opinión de clientes')
  })

  it('keeps the English words on the staff side, where no words are given', () => {
    expect(renderToStaticMarkup(<Stars rating={3} />)).toContain('3 out of 5 stars')
  })
})
