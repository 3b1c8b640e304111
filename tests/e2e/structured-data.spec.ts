import type { Page } from '@playwright/test'
import { FOOTER_HOURS } from '../../app/content/business'
import { CITIES } from '../../app/content/cities'
import { CITY_NAMES } from '../../app/content/city-names'
import { expect, isNoJs, test } from './helpers'

/**
 * Every application/ld+json block of the product, city, service and home pages, read from the
 * served HTML and checked against schema.org's required and Google's recommended properties
 * (Product rich result: name, image, offers.price, offers.priceCurrency, offers.availability).
 */
type Json = Record<string, unknown>

async function blocks(page: Page, path: string): Promise<Json[]> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((t) => JSON.parse(t) as Json)
}

const SCHEMA = 'https://schema.org'
const BUSINESS_TYPES = ['LocalBusiness', 'HomeAndConstructionBusiness']

function check(block: Json, where: string) {
  expect(block['@context'], where).toBe(SCHEMA)
  const text = JSON.stringify(block)
  // No invented ratings: a rating only from approved customer reviews (tests/e2e/reviews.spec.ts),
  // and then a valid one with the reviews it comes from.
  const rating = block.aggregateRating as Json | undefined
  if (rating) {
    expect(rating['@type'], where).toBe('AggregateRating')
    expect(Number(rating.ratingValue), where).toBeGreaterThanOrEqual(1)
    expect(Number(rating.ratingValue), where).toBeLessThanOrEqual(5)
    expect(rating.reviewCount, where).toBeGreaterThan(0)
    const reviews = block.review as Json[]
    expect(reviews.length, where).toBeGreaterThan(0)
    for (const review of reviews) {
      expect(review['@type'], where).toBe('Review')
      expect(review.author, where).toMatchObject({ '@type': 'Person', name: expect.any(String) })
      expect(review.reviewRating, where).toMatchObject({ '@type': 'Rating' })
    }
  } else expect(text, where).not.toMatch(/AggregateRating|"review"/)
  const type = block['@type']
  if (type === 'Product') {
    expect(block.name, where).toEqual(expect.any(String))
    const images = block.image as string[]
    expect(images.length, where).toBeGreaterThan(0)
    for (const image of images) expect(image, where).toMatch(/^https?:\/\//)
    const offer = block.offers as Json
    expect(offer['@type'], where).toBe('Offer')
    expect(offer.price, where).toMatch(/^\d+\.\d\d$/)
    expect(Number(offer.price), where).toBeGreaterThan(0)
    expect(offer.priceCurrency, where).toBe('USD')
    expect(offer.availability, where).toMatch(
      /^https:\/\/schema\.org\/(InStock|PreOrder|OutOfStock)$/,
    )
    expect(offer.url, where).toMatch(/^https?:\/\//)
  } else if (BUSINESS_TYPES.includes(type as string)) {
    expect(block.name, where).toEqual(expect.any(String))
    expect(block.url, where).toMatch(/^https?:\/\//)
    expect(block.telephone, where).toBe('(954) 555-0123')
    expect(block.address, where).toMatchObject({ '@type': 'PostalAddress', addressRegion: 'FL' })
    expect((block.areaServed as Json[]).length, where).toBeGreaterThan(0)
    // The hours are the footer's.
    const hours = block.openingHoursSpecification as Json[]
    expect(hours.length, where).toBe(FOOTER_HOURS.length)
  } else if (type === 'Service') {
    expect(block.name, where).toEqual(expect.any(String))
    expect(block.provider, where).toMatchObject({ '@type': 'HomeAndConstructionBusiness' })
    expect((block.areaServed as Json[]).length, where).toBeGreaterThan(0)
  } else if (type === 'BreadcrumbList') {
    expect((block.itemListElement as Json[]).length, where).toBeGreaterThan(0)
  } else {
    throw new Error(`${where}: unexpected @type ${String(type)}`)
  }
}

function checkAll(all: Json[], where: string) {
  for (const [i, block] of all.entries()) check(block, `${where} #${i}`)
}

function ofType(all: Json[], type: string): Json[] {
  return all.filter((b) => b['@type'] === type)
}

test.describe('structured data', () => {
  test.beforeEach(({ page: _ }, testInfo) => {
    // The HTML is the same with JavaScript or without: read it once.
    test.skip(isNoJs(testInfo), 'server-rendered markup, checked in the js project')
  })

  test('the product pages carry a Product with its Offer at the From price', async ({ page }) => {
    for (const slug of ['zebra-shades', 'roller-shades', 'vertical-blinds']) {
      const all = await blocks(page, `/shop/${slug}`)
      checkAll(all, `/shop/${slug}`)
      const offer = ofType(all, 'Product')[0]?.offers as Json
      expect(offer, slug).toBeDefined()
      // The Offer's price is the From price the page shows.
      await expect(page.getByText(`$${offer.price as string}`).first()).toBeVisible()
      expect(offer.url).toMatch(new RegExp(`/shop/${slug}$`))
    }
    const motors = await blocks(page, '/shop/motors-accessories')
    checkAll(motors, `/shop/motors-accessories`)
    expect(ofType(motors, 'Product').length).toBeGreaterThan(1)
  })

  test('a design in the URL is offered at the price the page shows for it', async ({ page }) => {
    await page.goto('/shop/zebra-shades')
    const fabricId = await page
      .getByRole('radio', { name: /Classic White Zebra/ })
      .getAttribute('value')
    const path = `/shop/zebra-shades?widthWhole=61&widthFraction=4&heightWhole=80&heightFraction=0&fabricId=${fabricId}&mountType=inside&operationType=manual&controlSide=left&quantity=1`
    const all = await blocks(page, path)
    checkAll(all, path)
    const offer = ofType(all, 'Product')[0]?.offers as Json
    const shown = (await page.getByTestId('unit-price').first().textContent())?.trim()
    expect(shown).toBe(`$${offer.price as string}`)
    // Not the From price: this design costs more.
    const from = ofType(await blocks(page, '/shop/zebra-shades'), 'Product')[0]?.offers as Json
    expect(Number(offer.price)).toBeGreaterThan(Number(from.price))
    expect(offer.url).toMatch(/\/shop\/zebra-shades\?.*widthWhole=61/)
  })

  test('the 14 city pages carry LocalBusiness and Service with the city as areaServed', async ({
    page,
  }) => {
    expect(CITIES).toHaveLength(14)
    for (const city of CITIES) {
      const all = await blocks(page, `/${city.slug}`)
      checkAll(all, `/${city.slug}`)
      for (const type of ['HomeAndConstructionBusiness', 'Service']) {
        const [block] = ofType(all, type)
        expect(block, `${city.slug} ${type}`).toBeDefined()
        expect(block?.areaServed).toContainEqual({ '@type': 'City', name: `${city.name}, FL` })
      }
    }
  })

  test('the home and service pages carry the business with its area and hours', async ({
    page,
  }) => {
    const home = await blocks(page, '/')
    checkAll(home, `/`)
    const [business] = ofType(home, 'HomeAndConstructionBusiness')
    for (const name of CITY_NAMES) {
      expect(business?.areaServed).toContainEqual({ '@type': 'City', name: `${name}, FL` })
    }
    expect(business?.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '08:00', closes: '18:00' }),
      expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '09:00', closes: '16:00' }),
    ])
    // The footer shows the same hours.
    for (const h of FOOTER_HOURS) {
      await expect(page.locator('footer').getByText(`${h.days}: ${h.hours}`)).toBeVisible()
    }
    for (const id of ['repair', 'motorization', 'installation']) {
      const all = await blocks(page, `/services/${id}`)
      checkAll(all, `/services/${id}`)
      expect(ofType(all, 'Service')).toHaveLength(1)
      expect(ofType(all, 'HomeAndConstructionBusiness')).toHaveLength(1)
    }
  })
})
