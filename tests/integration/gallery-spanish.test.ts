import { beforeAll, describe, expect, it } from 'vitest'
import { formRequest, getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import { GALLERY_CAPTIONS_ES } from '~/content/gallery-es'
import { gallerySeed } from '~/domain/gallery-projects'
import * as galleryPage from '~/routes/gallery._index'
import * as projectPage from '~/routes/gallery.$id'
import * as admin from '~/routes-admin/admin.content.gallery'
import { contentHistory } from '~/server/content/content-versions.server'
import { adminHeaders } from './admin-helpers'

const PAGE = '/admin/content/gallery'
const ID = 'plantation-vertical-blind-repair'
const english = gallerySeed().projects.find((p) => p.id === ID)
if (!english) throw new Error('no seed project')

let auth: { Authorization: string }
beforeAll(() => {
  auth = adminHeaders()
})

type Project = { id: string; title: string; description: string; contentLocale: string }
type Editor = {
  locale: string
  opened: number | null
  selected: string | null
  defaults: Record<string, string>
  history: { id: number; status: string }[]
  projects: { id: string; title: string; spanish: boolean }[]
}

const caption = {
  original: ID,
  lang: 'es',
  title: 'Persianas verticales reparadas esa misma tarde',
  location: 'Plantation, FL',
  description:
    'Carros nuevos y láminas iguales para la puerta corrediza, el mismo día de la llamada.',
  tags: 'Reparación, Mismo día',
}

async function editor(query: string) {
  const answer = await callRoute({ loader: admin.loader }, getRequest(`${PAGE}${query}`, auth))
  return answer.data as Editor
}

async function publicGallery(path: string, headers?: HeadersInit) {
  const answer = await callRoute(galleryPage, getRequest(path, headers))
  return answer.data as { projects: Project[]; contentLocale: string }
}

async function projectOn(path: string, id: string) {
  const answer = await callRoute({ loader: projectPage.loader }, getRequest(path), { id })
  return (answer.data as { project: Project }).project
}

describe('the gallery editor in Español (issue 41)', () => {
  it('opens a project’s Spanish words (the code’s captions until staff write them), with its own empty history', async () => {
    const page = await editor(`?project=${ID}&lang=es`)
    expect(page.locale).toBe('es')
    expect(page.defaults.title).toBe(GALLERY_CAPTIONS_ES[ID]?.title)
    expect(page.history).toEqual([])
    expect(page.projects.every((p) => p.spanish)).toBe(true)
    // Projects are added in English only.
    const added = await callRoute(
      { loader: admin.loader },
      getRequest(`${PAGE}?project=new&lang=es`, auth),
    )
    expect(added.status).toBe(404)
  })

  it('refuses a Spanish draft from a visitor without a session', async () => {
    const answer = await callRoute(admin, formRequest(PAGE, { intent: 'save-draft', ...caption }))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toMatch(/^\/admin\/login/)
  })

  it('saves a Spanish draft (not public, previewed by staff on /es), publishes it, and the English gallery is unchanged', async () => {
    const saved = await callRoute(
      admin,
      formRequest(PAGE, { intent: 'save-draft', ...caption }, { headers: auth }),
    )
    expect(saved.status).toBe(302)
    const location = saved.headers.get('Location') ?? ''
    expect(location).toMatch(new RegExp(`version=\\d+&project=${ID}&lang=es$`))
    const version = Number(/version=(\d+)/.exec(location)?.[1])

    const opened = await editor(`?version=${version}&project=${ID}&lang=es`)
    expect(opened.opened).toBe(version)
    expect(opened.defaults.title).toBe(caption.title)
    expect(opened.history).toEqual([expect.objectContaining({ id: version, status: 'draft' })])
    expect(contentHistory('gallery', 'projects')).toEqual([])

    // Not public yet; staff see it with ?preview on the Spanish gallery.
    expect((await projectOn(`/es/gallery/${ID}`, ID)).title).toBe(GALLERY_CAPTIONS_ES[ID]?.title)
    const preview = await publicGallery(`/es/gallery?preview=${version}`, auth)
    expect(preview.projects.find((p) => p.id === ID)?.title).toBe(caption.title)

    const published = await callRoute(
      admin,
      formRequest(
        PAGE,
        { intent: 'publish-version', id: String(version), lang: 'es' },
        { headers: auth },
      ),
    )
    expect(published.headers.get('Location')).toBe(`${PAGE}?lang=es`)

    const spanish = await projectOn(`/es/gallery/${ID}`, ID)
    expect(spanish).toMatchObject({
      title: caption.title,
      description: caption.description,
      contentLocale: 'es',
    })
    const list = await publicGallery('/es/gallery')
    expect(list.projects.find((p) => p.id === ID)?.title).toBe(caption.title)
    // The other projects keep the code's Spanish captions.
    expect(list.contentLocale).toBe('es')

    // English: the page, the editor and its history as they were.
    expect(await projectOn(`/gallery/${ID}`, ID)).toMatchObject({
      title: english.title,
      description: english.description,
      contentLocale: 'en',
    })
    const englishEditor = await editor(`?project=${ID}`)
    expect(englishEditor.locale).toBe('en')
    expect(englishEditor.defaults.title).toBe(english.title)
    expect(englishEditor.history).toEqual([])
    expect(englishEditor.projects.map((p) => p.title)).toEqual(
      gallerySeed().projects.map((p) => p.title),
    )
  })

  it('publishes in one step; a project added in English shows its English words on /es, marked English', async () => {
    const answer = await callRoute(
      admin,
      formRequest(
        PAGE,
        { intent: 'publish', ...caption, title: 'Reparación publicada de una vez' },
        { headers: auth },
      ),
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe(`${PAGE}?lang=es`)
    expect((await projectOn(`/es/gallery/${ID}`, ID)).title).toBe('Reparación publicada de una vez')

    // An English project with no Spanish words: English on /es, its locale 'en'.
    const sharp = (await import('sharp')).default
    const bytes = await sharp({
      create: { width: 80, height: 60, channels: 3, background: '#369' },
    })
      .jpeg()
      .toBuffer()
    const added = await callRoute(
      admin,
      formRequest(
        PAGE,
        {
          intent: 'publish',
          title: 'Zebra Shades for a Weston Kitchen',
          location: 'Weston, FL',
          category: 'Zebra Shades',
          date: '2026-11-20',
          description:
            'Three cordless zebra shades over the kitchen windows, fitted in one morning.',
          tags: 'Zebra Shades',
          after: new File([new Uint8Array(bytes)], 'job.jpg', { type: 'image/jpeg' }),
        },
        { headers: auth },
      ),
    )
    expect(added.headers.get('Location')).toBe(PAGE)
    const newId = 'zebra-shades-for-a-weston-kitchen'
    const list = await publicGallery('/es/gallery')
    expect(list.projects[0]).toMatchObject({
      id: newId,
      title: 'Zebra Shades for a Weston Kitchen',
      contentLocale: 'en',
    })
    expect(list.contentLocale).toBe('en')
    expect((await projectOn(`/es/gallery/${newId}`, newId)).contentLocale).toBe('en')
    expect(list.projects.find((p) => p.id === ID)?.contentLocale).toBe('es')

    const page = await editor('?lang=es')
    expect(page.projects.find((p) => p.id === newId)?.spanish).toBe(false)
    expect(page.projects.find((p) => p.id === ID)?.spanish).toBe(true)
  })

  it('a Spanish form with too short a caption is a 400 and saves nothing', async () => {
    const before = contentHistory('gallery', 'projects', 50, 'es').length
    const answer = await callRoute(
      admin,
      formRequest(
        PAGE,
        { intent: 'save-draft', ...caption, description: 'Corta' },
        { headers: auth },
      ),
    )
    expect(answer.status).toBe(400)
    expect(contentHistory('gallery', 'projects', 50, 'es')).toHaveLength(before)
  })

  it('the /es gallery pages carry the notice’s words (the part content)', async () => {
    for (const path of ['/es/gallery', `/es/gallery/${ID}`]) {
      const answer = await callRoute(
        path.endsWith(ID) ? { loader: projectPage.loader } : galleryPage,
        getRequest(path),
        { id: ID },
      )
      const messages = (answer.data as { messages: Record<string, unknown> }).messages
      expect(Object.keys(messages)).toContain('content.englishOnly')
    }
  })
})
