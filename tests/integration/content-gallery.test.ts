import { describe, expect, it } from 'vitest'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as gallery from '~/routes/gallery._index'
import { db, schema } from '~/server/platform/db.server'

describe('site images are shown where their section says', () => {
  it('/gallery shows the active images of the section "gallery" (no longer a placebo)', async () => {
    db.insert(schema.siteImages)
      .values([
        {
          section: 'gallery',
          key: 'weston-job',
          title: 'Zebra shades in Weston',
          imageUrl: '/uploads/site/weston.webp',
        },
        {
          section: 'gallery',
          key: 'old-job',
          title: 'Hidden',
          imageUrl: '/uploads/site/old.webp',
          isActive: false,
        },
        { section: 'home', key: 'hero', title: 'Hero', imageUrl: '/uploads/site/hero.webp' },
      ])
      .run()
    const answer = await callRoute(gallery, getRequest('/gallery'))
    const photos = (answer.data as { photos: { title: string; imageUrl: string }[] }).photos
    expect(photos.map((p) => p.title)).toEqual(['Zebra shades in Weston'])
    expect(photos[0]?.imageUrl).toBe('/uploads/site/weston.webp')
  })
})
