import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { VisitDoneFields } from './my-visit-done'

function render(note: string | null, photoError: string | null) {
  return renderToStaticMarkup(
    <VisitDoneFields note={note} photoError={photoError} maxPhotos={8} maxPhotoMegabytes={15} />,
  )
}

describe("the installer's Done fields", () => {
  it('says a refused photo next to the photo field, and gives the note back as typed', () => {
    const html = render('Spare remote on the counter', 'notes.jpg is not a supported image.')
    const input = /<input[^>]*id="done-photos"[^>]*>/.exec(html)?.[0] ?? ''
    expect(input).toContain('aria-invalid="true"')
    expect(input).toMatch(/aria-describedby="[^"]*done-photos-error/)
    expect(html).toMatch(
      /id="done-photos-error"[^>]*><p[^>]*>notes\.jpg is not a supported image\.<\/p>/,
    )
    // The error follows the photo field, not the top of the form.
    expect(html.indexOf('done-photos-error"')).toBeGreaterThan(html.indexOf('id="done-photos"'))
    expect(html).toMatch(/<textarea[^>]*name="note"[^>]*>Spare remote on the counter<\/textarea>/)
  })

  it('is quiet before anything was sent', () => {
    const html = render(null, null)
    expect(html).not.toContain('aria-invalid')
    expect(html).toContain('Up to 8 photos, 15 MB each.')
  })
})
