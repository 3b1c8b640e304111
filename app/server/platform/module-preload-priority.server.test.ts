import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { lowPriorityModulePreloads } from './module-preload-priority.server'

const html =
  '<p>Blinds – café</p><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/><link rel="icon" href="/favicon.svg"/>'

/** Runs `input` through the transform cut into the given chunk sizes (bytes). */
async function throughChunks(input: string, size: number) {
  const bytes = Buffer.from(input)
  const chunks: Buffer[] = []
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size))
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()))
}

describe('module preloads at low priority', () => {
  it('marks every module preload and leaves everything else as it was', async () => {
    const out = await throughChunks(html, html.length * 4)
    expect(out).toBe(
      '<p>Blinds – café</p><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/><link rel="icon" href="/favicon.svg"/>',
    )
  })

  it('gives the same page however the stream is cut (tags and characters split)', async () => {
    const whole = await throughChunks(html, html.length * 4)
    for (const size of [1, 2, 3, 5, 7, 11, 13, 24, 25, 26, 40]) {
      expect(await throughChunks(html, size), `chunks of ${size}`).toBe(whole)
    }
  })

  it('lets a page end in what looks like the start of a preload', async () => {
    expect(await throughChunks('<p>x</p><link rel="modu', 5)).toBe('<p>x</p><link rel="modu')
  })
})
