import { createContext, useContext } from 'react'

/**
 * The site's one stylesheet, written into the page's head instead of linked (decision 100):
 * a phone on a slow network paints the page from the HTML alone, without waiting a second
 * round trip for a render-blocking file. The server render gets the CSS from entry.server
 * (`SiteCssProvider`); in the browser the same text is read back from the server's <style>
 * before hydration, so React keeps it (and would write it back if it ever re-created the
 * head) without the CSS being in any script bundle.
 */
const SiteCssContext = createContext<string | null>(null)

export const SiteCssProvider = SiteCssContext.Provider

const STYLE_ID = 'site-css'
let cssInDocument: string | undefined

function cssFromDocument(): string {
  cssInDocument ??= document.getElementById(STYLE_ID)?.textContent ?? ''
  return cssInDocument
}

export function SiteStylesheet() {
  const serverCss = useContext(SiteCssContext)
  // Development links the stylesheet instead (root.tsx), so Vite can update it live.
  if (import.meta.env.DEV) return null
  const css = serverCss ?? (typeof document === 'undefined' ? '' : cssFromDocument())
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled stylesheet, never visitor text
    <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />
  )
}
