/**
 * Privacy Policy and Terms of Service. Their words are in app/locales/<language>/legal.json, a
 * file a translator edits (`legal.privacy.s1.heading`, `.p1` a paragraph, `.i1` an item of its
 * list); here only their shape and date. `{business}`, `{phone}` and `{email}` are filled in
 * from the settings when the page renders.
 */
export type LegalSection = { heading: string; paragraphs: string[]; items?: string[] }
/** Ids of the words in app/locales/<language>/legal.json. */
export type LegalDocument = {
  title: string
  /** The meta title and description of the page. */
  metaTitle: string
  metaDescription: string
  updated: string
  intro: string
  sections: LegalSection[]
}

/** A document's ids: `shape` gives each section's number of paragraphs and of list items. */
function legalDocument(
  name: 'privacy' | 'terms',
  updated: string,
  shape: readonly (readonly [paragraphs: number, items: number])[],
): LegalDocument {
  const id = `legal.${name}`
  const numbered = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`)
  return {
    title: `${id}.title`,
    metaTitle: `${id}.meta.title`,
    metaDescription: `${id}.meta.description`,
    updated,
    intro: `${id}.intro`,
    sections: shape.map(([paragraphs, items], index) => {
      const section = `${id}.s${index + 1}`
      return {
        heading: `${section}.heading`,
        paragraphs: numbered(`${section}.p`, paragraphs),
        ...(items ? { items: numbered(`${section}.i`, items) } : {}),
      }
    }),
  }
}

export const PRIVACY_POLICY = legalDocument('privacy', '2026-12-02', [
  [1, 7],
  [1, 0],
  [1, 0],
  [1, 0],
  [1, 0],
  [1, 0],
  [1, 0],
  [1, 0],
  [1, 0],
])

export const TERMS_OF_SERVICE = legalDocument('terms', '2026-01-15', [
  [1, 0],
  [1, 0],
  [1, 0],
  [1, 0],
  [1, 3],
  [1, 0],
  [1, 0],
  [1, 0],
  [1, 0],
])
