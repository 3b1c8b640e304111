import { describe, expect, it } from 'vitest'
import { draftsToReview, generateButtonLabel } from './blog-generation'

describe('AI generation wording (issue 32)', () => {
  it('says one post or several posts', () => {
    expect(generateButtonLabel(1)).toBe('Generate 1 Blog Post')
    expect(generateButtonLabel(5)).toBe('Generate 5 Blog Posts')
    expect(generateButtonLabel(0)).toBe('Generate Blog Posts')
  })
  it('counts the drafts to review', () => {
    expect(draftsToReview(1)).toBe('1 draft to review')
    expect(draftsToReview(3)).toBe('3 drafts to review')
  })
})
