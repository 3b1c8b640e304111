import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

const PRELOAD = '<link rel="modulepreload"'
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"'

/**
 * Gives the module preloads Remix's <Scripts> writes a low fetch priority (docs/decisions/100-performance.md): on a
 * phone's slow connection the page's text and pictures, which every visitor sees whether or not
 * the JavaScript ever runs, go first; the scripts that make it instant follow. (Remix renders
 * those links only for the first paint and drops them once hydrated, so React never compares
 * them.) A tag split across two chunks of the stream is held back until it is whole.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder('utf8')
  let carry = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let text = (carry + decoder.write(chunk)).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD)
      carry = ''
      const lastTag = text.lastIndexOf('<')
      if (lastTag !== -1 && text.length - lastTag < PRELOAD.length) {
        const tail = text.slice(lastTag)
        if (PRELOAD.startsWith(tail)) {
          carry = tail
          text = text.slice(0, lastTag)
        }
      }
      callback(null, text)
    },
    flush(callback) {
      callback(null, (carry + decoder.end()).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD))
    },
  })
}
