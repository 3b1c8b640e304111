import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { controlClass } from '~/components/forms'

// The look of a text box or select (border, focus ring, red when invalid) is written once, as
// the `field-control` utility of app/tailwind.css named by ~/components/ui/button.tsx, and
// every control takes it from there.
describe('one look for text boxes and selects', () => {
  const appDir = path.resolve(__dirname, '../..')
  const home = path.join('components', 'ui', 'button.tsx')
  const sources = fs
    .readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))

  it('has a visible focus ring and marks an invalid value', () => {
    expect(controlClass).toBe('field-control')
    const css = fs.readFileSync(path.join(appDir, 'tailwind.css'), 'utf8')
    const look = css.match(/@utility field-control \{([^}]*)\}/)?.[1] ?? ''
    expect(look).toContain('focus:ring-2')
    expect(look).toContain('aria-[invalid=true]:border-red-700')
  })

  it('is defined in one module only', () => {
    const redefined = sources.filter(
      (f) =>
        f !== home &&
        /const controlClass\b|rounded-md border border-slate-400 bg-white px-3 py-2|field-control/.test(
          fs.readFileSync(path.join(appDir, f), 'utf8'),
        ),
    )
    expect(redefined).toEqual([])
  })
})
