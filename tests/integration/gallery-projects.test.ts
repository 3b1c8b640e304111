import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as galleryPage from '~/routes/gallery._index'
import * as projectPage from '~/routes/gallery.$id'
import * as sitemap from '~/routes/sitemap[.]xml'
import * as admin from '~/routes-admin/admin.content.gallery'
import { getToast } from '~/server/platform/toast.server'
import { adminHeaders } from './admin-helpers'

const PAGE = '/admin/content/gallery'

let auth: { Authorization: string }
beforeAll(() => {
  auth = adminHeaders()
})

async function photo(name = 'job.jpg', width = 800, height = 600): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer()
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' })
}

const job = {
  title: 'Zebra Shades for a Weston Kitchen',
  location: 'Weston, FL',
  category: 'Zebra Shades',
  date: '2026-11-20',
  description: 'Three cordless zebra shades over the kitchen windows, fitted in one morning.',
  tags: 'Zebra Shades, Kitchen',
}

type Project = {
  id: string
  title: string
  image: { small?: string; large?: string; width?: number; height?: number; seed?: string }
  beforeImage?: unknown
}

function post(fields: Record<string, string | Blob>, headers: HeadersInit | undefined = auth) {
  return callRoute(admin, formRequest(PAGE, fields, { headers }))
}

function projectPageFor(id: string) {
  return callRoute({ loader: projectPage.loader }, getRequest(`/gallery/${id}`), { id })
}

async function publicProjects(query = '', headers?: HeadersInit): Promise<Project[]> {
  const answer = await callRoute(galleryPage, getRequest(`/gallery${query}`, headers))
  return (answer.data as { projects: Project[] }).projects
}

async function toastOf(answer: { headers: Headers }) {
  const cookie = answer.headers.getSetCookie().join('; ')
  return (await getToast(getRequest(PAGE, { Cookie: cookie }))).toast
}

async function history() {
  const page = await callRoute({ loader: admin.loader }, getRequest(PAGE, auth))
  return (page.data as { history: { id: number; status: string }[] }).history
}

describe('gallery projects the office edits', () => {
  it('a draft with an uploaded photo is not public; a visitor’s ?preview is ignored; staff see it', async () => {
    const draft = await post({ intent: 'save-draft', ...job, after: await photo() })
    expect(draft.status).toBe(302)
    const id = /version=(\d+)/.exec(draft.headers.get('Location') ?? '')?.[1]
    expect(id).toBeDefined()

    const seen = await publicProjects()
    expect(seen.map((p) => p.title)).not.toContain(job.title)
    expect(seen).toHaveLength(12)
    // A visitor asking for the draft gets the published gallery.
    expect((await publicProjects(`?preview=${id}`)).map((p) => p.title)).not.toContain(job.title)
    const preview = await publicProjects(`?preview=${id}`, auth)
    expect(preview[0]?.title).toBe(job.title)
    expect(preview[0]?.image.large).toMatch(/^\/uploads\/gallery\/.+\/w960\.webp$/)
    // Its stored size is kept, so the page reserves its space.
    expect(preview[0]?.image).toMatchObject({ width: 800, height: 600 })
    const visitor = await projectPageFor('zebra-shades-for-a-weston-kitchen')
    expect(visitor.status).toBe(404)
  })

  it('publishing shows the project first on /gallery, on its own page and in the sitemap', async () => {
    const published = await post({ intent: 'publish', ...job, after: await photo() })
    expect(published.status).toBe(302)
    // The toast links to the public page of the project.
    expect((await toastOf(published))?.link).toEqual({
      href: '/gallery/zebra-shades-for-a-weston-kitchen',
      label: 'See the project page',
    })
    const projects = await publicProjects()
    expect(projects).toHaveLength(13)
    expect(projects[0]).toMatchObject({ id: 'zebra-shades-for-a-weston-kitchen', title: job.title })
    const filtered = await publicProjects('?category=zebra-shades')
    expect(filtered.map((p) => p.id)).toContain('zebra-shades-for-a-weston-kitchen')
    const own = await projectPageFor('zebra-shades-for-a-weston-kitchen')
    expect(own.status).toBe(200)
    const xml = await (await sitemap.loader()).text()
    expect(xml).toContain('/gallery/zebra-shades-for-a-weston-kitchen</loc>')
    expect((await projectPageFor('nope')).status).toBe(404)
    // A seed project still has its page.
    expect((await projectPageFor('weston-plantation-shutters')).status).toBe(200)
  })

  it('moves a project down and up', async () => {
    const [first, second] = await publicProjects()
    const down = await post({ intent: 'move-down', project: String(first?.id) })
    expect(down.status).toBe(302)
    expect((await publicProjects()).slice(0, 2).map((p) => p.id)).toEqual([second?.id, first?.id])
    await post({ intent: 'move-up', project: String(first?.id) })
    expect((await publicProjects()).slice(0, 2).map((p) => p.id)).toEqual([first?.id, second?.id])
  })

  it('removes a project; restoring the earlier version brings it back', async () => {
    const before = await publicProjects()
    const target = before[1]
    const removed = await post({ intent: 'remove', project: String(target?.id) })
    expect(removed.status).toBe(302)
    expect((await publicProjects()).map((p) => p.id)).not.toContain(target?.id)
    const older = (await history()).find((v) => v.status === 'superseded')
    expect((await post({ intent: 'restore', id: String(older?.id) })).status).toBe(302)
    expect((await publicProjects()).map((p) => p.id)).toEqual(before.map((p) => p.id))
  })

  it('the toast’s Undo after a removal brings the project back; the sitemap follows', async () => {
    const before = await publicProjects()
    const target = before[2]
    const removed = await post({ intent: 'remove', project: String(target?.id) })
    expect((await sitemap.loader().then((r) => r.text())).includes(`/gallery/${target?.id}<`)).toBe(
      false,
    )
    const undo = (await toastOf(removed))?.undo
    expect(undo?.action).toBe(PAGE)
    const undone = await post(undo?.fields ?? {})
    expect(undone.status).toBe(302)
    expect((await publicProjects()).map((p) => p.id)).toEqual(before.map((p) => p.id))
    expect(await sitemap.loader().then((r) => r.text())).toContain(`/gallery/${target?.id}<`)
  })

  it('edits a project, keeping its photo when no new one is chosen', async () => {
    const [first] = await publicProjects()
    const edited = await post({
      intent: 'publish',
      ...job,
      original: String(first?.id),
      id: String(first?.id),
      title: 'Zebra Shades for a Weston Kitchen and Den',
    })
    expect(edited.status).toBe(302)
    const [after] = await publicProjects()
    expect(after?.title).toBe('Zebra Shades for a Weston Kitchen and Den')
    expect(after?.image).toEqual(first?.image)
  })

  it('bad input is a 400 with the message next to the field and nothing typed lost', async () => {
    const answer = await post({ intent: 'publish', ...job, title: '', date: 'soon' })
    expect(answer.status).toBe(400)
    const reply = answer.data as {
      error: Record<string, string[]>
      initialValue: Record<string, string>
    }
    expect(reply.error.title).toBeDefined()
    expect(reply.error.date).toBeDefined()
    expect(reply.error.after).toEqual(['Choose the after photo'])
    expect(reply.initialValue.description).toBe(job.description)
  })

  it('a file that is not an image is refused next to the photo field', async () => {
    const answer = await post({
      intent: 'publish',
      ...job,
      title: 'Not a photo at all',
      after: new File(['just some text, not an image'], 'x.jpg', { type: 'image/jpeg' }),
    })
    expect([400, 415]).toContain(answer.status)
    const reply = answer.data as {
      error: Record<string, string[]>
      initialValue: Record<string, string>
    }
    expect(reply.error.after?.[0]).toMatch(/image|picture/i)
    expect(reply.initialValue.title).toBe('Not a photo at all')
    expect((await publicProjects()).map((p) => p.title)).not.toContain('Not a photo at all')
  })

  it('the form opens on a project with its values; an unknown project is a 404', async () => {
    const page = await callRoute(
      { loader: admin.loader },
      getRequest(`${PAGE}?project=weston-plantation-shutters`, auth),
    )
    expect(page.data).toMatchObject({
      selected: 'weston-plantation-shutters',
      defaults: { location: 'Weston, FL', category: 'Interior Shutters' },
    })
    const missing = await callRoute(
      { loader: admin.loader },
      getRequest(`${PAGE}?project=no-such-job`, auth),
    )
    expect(missing.status).toBe(404)
  })

  it('a photo over the limit is refused next to its field, the text kept', async () => {
    const big = new Uint8Array(16 * 1024 * 1024)
    big.set([0xff, 0xd8, 0xff, 0xe0])
    const answer = await post({
      intent: 'publish',
      ...job,
      title: 'Too big a photo',
      after: new File([big], 'huge.jpg', { type: 'image/jpeg' }),
    })
    expect(answer.status).toBe(413)
    const reply = answer.data as {
      error: Record<string, string[]>
      initialValue: Record<string, string>
    }
    expect(reply.error.after?.[0]).toMatch(/MB|large|big/i)
    expect(reply.initialValue.title).toBe('Too big a photo')
  })

  it('installers may not open it; the office may', async () => {
    const installer = adminHeaders('gallery-installer', 'installer')
    const refused = await callRoute({ loader: admin.loader }, getRequest(PAGE, installer))
    expect(refused.status).toBe(403)
    const office = adminHeaders('gallery-office', 'office')
    const page = await callRoute({ loader: admin.loader }, getRequest(PAGE, office))
    expect(page.status).toBe(200)
  })
})
