import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { remixRequestHandler } from './remix-handler.js'

/**
 * A build with one resource route that gives up on its body the way a form parser does on a
 * malformed multipart body: it cancels the stream with the parser's error.
 */
const build = {
  mode: 'production',
  basename: undefined,
  publicPath: '/assets/',
  assetsBuildDirectory: 'build/client',
  isSpaMode: false,
  future: {},
  entry: { module: { default: () => new Response('') } },
  assets: { entry: { module: '', imports: [] }, routes: {}, url: '', version: 'test' },
  routes: {
    root: { id: 'root', path: '', module: {} },
    'routes/upload': {
      id: 'routes/upload',
      parentId: 'root',
      path: 'upload',
      module: {
        async action({ request }) {
          const reader = request.body.getReader()
          await reader.read()
          await reader.cancel(new Error('Malformed part header'))
          return Response.json({ error: 'The form could not be read' }, { status: 400 })
        },
      },
    },
  },
}

let server
let baseUrl
const uncaught = []
const recordUncaught = (error) => uncaught.push(error)

beforeAll(async () => {
  process.on('uncaughtException', recordUncaught)
  const app = express()
  app.all(
    '*',
    remixRequestHandler({
      build,
      mode: 'production',
      bodyLimit: () => 64 * 1024,
      getLoadContext: () => ({}),
    }),
  )
  await new Promise((resolve) => {
    server = app.listen(0, resolve)
  })
  baseUrl = `http://127.0.0.1:${server.address().port}`
})

afterAll(async () => {
  process.off('uncaughtException', recordUncaught)
  await new Promise((resolve) => server.close(resolve))
})

describe('the request body handed to the app', () => {
  it('an app that cancels the body with an error gets its answer sent; the server lives on', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${baseUrl}/upload`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nGarbage\r\n\r\nvalue\r\n--x--\r\n',
      })
      expect(response.status).toBe(400)
    }
    // The stream's error would surface on the next turns of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(uncaught.map(String)).toEqual([])
  })
})
