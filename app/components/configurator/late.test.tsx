import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { late } from './late'

function Guide() {
  return <details>How to measure your window</details>
}

/** The HTML a browser gets when the page's shell is sent (what a visitor without JS keeps). */
function shellHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => chunks.push(chunk))
    const stream = renderToPipeableStream(element, {
      onShellReady() {
        stream.pipe(sink)
        // What was written with the shell, before any late segment streams in.
        setImmediate(() => resolve(Buffer.concat(chunks).toString('utf8')))
      },
      onShellError: reject,
    })
  })
}

describe('late parts of the configurator', () => {
  it('are in the first HTML even on the first render after the server starts (no JavaScript needed)', async () => {
    const LateGuide = late(() => Promise.resolve(Guide), <p>loading</p>)
    // The server loads every late part when its module is read, before the first request.
    await new Promise((r) => setTimeout(r, 10))
    const html = await shellHtml(<LateGuide />)
    expect(html).toContain('<details>How to measure your window</details>')
    expect(html).not.toContain('loading')
    expect(html).not.toMatch(/<div hidden/)
  })
})
