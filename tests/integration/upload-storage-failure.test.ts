/**
 * Issue 22, defect 4: the uploads folder cannot be written (here: a file stands where the
 * folder should be, so even root cannot create it; the same road as EACCES, ENOSPC or a
 * bucket error). A customer's quote is kept without its photos, staff are told (lead details
 * and the staff e-mail) and the customer is told to send the photo by e-mail; a staff upload
 * answers 503 with the image field's message and everything typed kept. Never a 500.
 */
import fs from 'node:fs'
import path from 'node:path'
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { formRequest, getRequest, routeArgs } from '#tests/setup/requests'
import { callRoute, type RouteModule } from '#tests/setup/route'
import * as quotePage from '~/routes/quote'
import * as newBlogPage from '~/routes-admin/admin.blog.new'
import * as fabricsTab from '~/routes-admin/admin.fabrics'
import * as imagesTab from '~/routes-admin/admin.images'
import * as motorsTab from '~/routes-admin/admin.motors'
import * as blogPosts from '~/routes-api/api.admin.blog.posts'
import * as swatches from '~/routes-api/api.admin.fabric-swatches'
import * as motors from '~/routes-api/api.admin.motors'
import * as productImages from '~/routes-api/api.admin.product-images'
import * as siteImages from '~/routes-api/api.admin.site-images'
import * as submitLead from '~/routes-api/api.submit-lead'
import { listAllHardware } from '~/server/catalog/hardware.server'
import { listAllProductImages } from '~/server/catalog/product-images.server'
import { listAllSwatches } from '~/server/catalog/swatches.server'
import { db, schema } from '~/server/platform/db.server'
import { IMAGE_NOT_SAVED } from '~/server/platform/storage.server'
import { loadQuoteWizard } from '~/server/requests/quote-wizard.server'
import { seed } from '../../db/seed'
import { CookieJar, file, jpegBytes, leadForm, pngBytes, VALID_LEAD } from './quote-helpers'

const workingUploads = process.env.UPLOADS_DIR as string
let storageErrors: MockInstance<typeof console.error>

/** A file where the uploads folder should be: every write fails (ENOTDIR), even as root. */
function breakStorage() {
  const blocker = `${workingUploads}-blocked`
  fs.mkdirSync(path.dirname(blocker), { recursive: true })
  fs.writeFileSync(blocker, 'not a folder')
  process.env.UPLOADS_DIR = path.join(blocker, 'uploads')
}

beforeAll(async () => {
  await seed(db)
})

beforeEach(() => {
  breakStorage()
  // A failed write is logged for whoever fixes the disk: expected here, not a test failure.
  storageErrors = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  process.env.UPLOADS_DIR = workingUploads
})

function leads() {
  return db.select().from(schema.leads).all()
}

describe('a quote whose photos cannot be stored', () => {
  beforeEach(() => {
    db.delete(schema.leads).run()
    db.delete(schema.rateLimitBuckets).run()
  })

  it('POST /api/submit-lead keeps the lead, notes the missing photos for staff, and tells the customer', async () => {
    const form = leadForm({ ...VALID_LEAD, name: 'Photo Lost' }, [
      file(await jpegBytes(), 'kitchen.jpg'),
      file(await pngBytes(), 'bedroom.png', 'image/png'),
    ])
    const request = formRequest('/api/submit-lead', form, {
      headers: { 'Fly-Client-IP': '203.0.113.90' },
    })
    const response = (await submitLead.action(routeArgs(request))) as Response
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      success: boolean
      photosNotSaved?: number
      photoNotice?: string
    }
    expect(body).toMatchObject({ success: true, photosNotSaved: 2 })
    expect(body.photoNotice).toMatch(/2 photos did not reach us/)
    expect(body.photoNotice).toContain('info@example.com')

    const [lead] = leads()
    expect(lead).toMatchObject({ name: 'Photo Lost', serviceType: 'repair' })
    expect(lead.details).toContain('Two slats broken')
    expect(lead.details).toMatch(/2 photos could not be saved/)
    expect(db.select().from(schema.leadPhotos).all()).toHaveLength(0)

    const notice = db
      .select()
      .from(schema.outbox)
      .all()
      .find((m) => m.subject.includes('Photo Lost'))
    expect(notice?.text).toMatch(/2 photos could not be saved/)
    expect(storageErrors).toHaveBeenCalled()
  })

  it('the wizard without JavaScript keeps the lead and says on its thank-you screen that the photo did not arrive', async () => {
    const jar = new CookieJar()
    const post = async (fields: Record<string, string>, files: File[] = []) => {
      const request = formRequest('/quote', leadForm({ returnTo: '/', ...fields }, files), {
        headers: { Cookie: jar.header(), 'Fly-Client-IP': '203.0.113.91' },
      })
      const response = (await quotePage.action(routeArgs(request))) as Response
      expect(response.status).toBe(302)
      jar.store(response)
    }
    const { serviceType, propertyType, zipCode, timeFrame, roomCount, email, phone } = VALID_LEAD
    await post({ step: '1', intent: 'continue', serviceType })
    await post({ step: '2', intent: 'continue', propertyType, zipCode })
    await post({ step: '3', intent: 'continue', timeFrame, roomCount })
    await post({ step: '4', intent: 'continue' })
    await post(
      { step: '5', intent: 'submit', name: 'No JS Photo', email, phone, details: 'Cord' },
      [file(await jpegBytes(), 'cord.jpg')],
    )
    const [lead] = leads()
    expect(lead).toMatchObject({ name: 'No JS Photo' })
    expect(lead.details).toMatch(/^Cord\n\n.*1 photo could not be saved/s)
    const wizard = await loadQuoteWizard(getRequest('/quote', { Cookie: jar.header() }))
    expect(wizard).toMatchObject({ submitted: true, photosNotSaved: 1 })
  })
})

describe('a staff upload when the image cannot be stored', () => {
  let auth: { Authorization: string }
  beforeAll(() => {
    auth = adminHeaders('storage-failure')
  })

  function catalogue() {
    return JSON.stringify([listAllProductImages(), listAllSwatches(), listAllHardware()])
  }

  it('the JSON calls answer 503 with the image field message (catalogue, blog, site images)', async () => {
    const image = () => file(await_png, 'good.png', 'image/png')
    const await_png = await pngBytes()
    const calls: [string, RouteModule, Record<string, string>][] = [
      ['/api/admin/product-images', productImages, { productType: 'zebra', title: 'Stored?' }],
      [
        '/api/admin/fabric-swatches',
        swatches,
        { fabricName: 'Stored?', color: 'B', productType: 'zebra', group: '1' },
      ],
      [
        '/api/admin/motors',
        motors,
        { name: 'Stored?', basePrice: '99', description: 'Quiet', category: 'solar' },
      ],
      [
        '/api/admin/blog/posts',
        blogPosts,
        {
          title: 'Stored?',
          author: 'Team',
          excerpt: 'E',
          content: '<p>C</p>',
          category: 'Maintenance',
          status: 'draft',
        },
      ],
      [
        '/api/admin/site-images',
        siteImages,
        { section: 'gallery', key: 'stored', title: 'Stored?' },
      ],
    ]
    for (const [url, module, fields] of calls) {
      const before = catalogue()
      const res = await callRoute(
        module,
        formRequest(url, { ...fields, image: image() }, { headers: auth }),
      )
      expect(res.status, url).toBe(503)
      const body = res.data as { error?: string; fieldErrors?: Record<string, string[]> }
      expect(body.error, url).toContain(IMAGE_NOT_SAVED)
      expect(catalogue(), url).toBe(before)
    }
  })

  it('the tabs answer 503 with the message beside the image field and everything typed kept', async () => {
    const png = await pngBytes()
    const posts: [RouteModule, Record<string, string>][] = [
      [imagesTab, { intent: 'create', productType: 'zebra', title: 'Typed', description: 'D' }],
      [
        fabricsTab,
        { intent: 'create', fabricName: 'Typed', color: 'Sand', productType: 'zebra', group: '1' },
      ],
      [
        motorsTab,
        {
          intent: 'create',
          kind: 'motor',
          name: 'Typed',
          basePrice: '99',
          description: 'Quiet',
          category: 'solar',
        },
      ],
    ]
    for (const [module, fields] of posts) {
      const before = catalogue()
      const res = await callRoute(
        module,
        formRequest(
          '/admin/tab',
          { ...fields, image: file(png, 'good.png', 'image/png') },
          {
            headers: auth,
          },
        ),
      )
      expect(res.status, fields.intent).toBe(503)
      const reply = res.data as {
        initialValue?: Record<string, unknown>
        error?: Record<string, string[]>
      }
      expect(reply.error?.image).toEqual([IMAGE_NOT_SAVED])
      for (const [name, value] of Object.entries(fields))
        expect(reply.initialValue?.[name]).toBe(value)
      expect(catalogue()).toBe(before)
    }
    const blog = await callRoute(
      newBlogPage,
      formRequest(
        '/admin/blog/new',
        {
          intent: 'save',
          title: 'Typed Post',
          author: 'Team',
          excerpt: 'E',
          content: '<p>C</p>',
          category: 'Maintenance',
          status: 'draft',
          image: file(png, 'good.png', 'image/png'),
        },
        { headers: auth },
      ),
    )
    expect(blog.status).toBe(503)
    const result = (
      blog.data as {
        result: { initialValue?: Record<string, unknown>; error?: Record<string, string[]> }
      }
    ).result
    expect(result.error?.image).toEqual([IMAGE_NOT_SAVED])
    expect(result.initialValue?.title).toBe('Typed Post')
  })
})
