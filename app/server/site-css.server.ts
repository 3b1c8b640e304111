// The compiled Tailwind stylesheet as text, for <SiteStylesheet> (written into each page's
// head in production; decision 100). Vite compiles and inlines it into the server build only.
import css from '../tailwind.css?inline'

if (/<\/style/i.test(css)) throw new Error('The stylesheet must not contain </style>')

export const siteCss: string = css
