import { describe, expect, it } from 'vitest'
import { whyNotInert, XSS_PAYLOADS } from '#tests/integration/xss-payloads'
import { imagesWithoutAlt, sanitizePlainText, sanitizeRichHtml } from './html.server'

describe('sanitizeRichHtml', () => {
  it.each(XSS_PAYLOADS)('leaves nothing that runs: %s', (payload) => {
    const clean = sanitizeRichHtml(payload)
    expect(whyNotInert(clean)).toBeNull()
    // Cleaning twice changes nothing: what is stored renders the same.
    expect(sanitizeRichHtml(clean)).toBe(clean)
  })

  it('keeps headings, paragraphs, lists, links, images, emphasis, quotes and tables', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>italic</em> and <a href="/blog">a link</a>.</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote>' +
      '<img src="https://cdn.example/x.jpg" alt="A shade">' +
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>'
    const clean = sanitizeRichHtml(html)
    for (const tag of [
      '<h2>',
      '<p>',
      '<strong>',
      '<em>',
      '<ul>',
      '<ol>',
      '<blockquote>',
      '<table>',
      '<th>',
      '<td>',
    ]) {
      expect(clean).toContain(tag)
    }
    expect(clean).toContain('<a href="/blog">a link</a>')
    expect(clean).toContain('<img src="https://cdn.example/x.jpg" alt="A shade" loading="lazy" />')
  })

  it('marks external links noopener and keeps embeds from the video host only', () => {
    expect(sanitizeRichHtml('<a href="https://example.com/" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a>',
    )
    const video = '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe>'
    expect(sanitizeRichHtml(video)).toContain('src="https://www.youtube-nocookie.com/embed/abc"')
    expect(sanitizeRichHtml('<iframe src="https://evil.example/embed"></iframe>')).toBe('')
  })

  it('turns a post’s own h1 into a section heading', () => {
    expect(sanitizeRichHtml('<h1>Big</h1>')).toBe('<h2>Big</h2>')
  })
})

describe('sanitizePlainText', () => {
  it('drops tags and keeps the text readable', () => {
    expect(sanitizePlainText('Tips & <b>Tricks</b> <script>x()</script>')).toBe('Tips & Tricks')
    expect(sanitizePlainText('  5 < 6 "quoted" ')).toBe('5 < 6 "quoted"')
  })
})

describe('imagesWithoutAlt: the post form refuses an image nobody described (issue 40.26)', () => {
  it('finds images with no alt attribute', () => {
    expect(
      imagesWithoutAlt(
        '<p>Kitchen</p><img src="/uploads/blog/a.webp"><img src="/uploads/blog/b.webp" alt="Shades"><IMG SRC="/uploads/blog/c.webp" title="alt=x">',
      ),
    ).toEqual(['/uploads/blog/a.webp', '/uploads/blog/c.webp'])
  })

  it('accepts a description, and alt="" said on purpose for a decorative image', () => {
    expect(
      imagesWithoutAlt('<img src="/a.webp" alt="Zebra shades"><img src="/b.webp" alt="">'),
    ).toEqual([])
    expect(imagesWithoutAlt("<img src='/b.webp' alt>")).toEqual([])
  })

  it('does not count what the sanitiser drops anyway, or an alt in words', () => {
    expect(imagesWithoutAlt('<noscript><img src="/a.webp"></noscript><img alt="">')).toEqual([])
    expect(imagesWithoutAlt('<p>Write alt="…" on every &lt;img src="x"&gt;</p>')).toEqual([])
  })
})
