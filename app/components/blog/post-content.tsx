/**
 * A post's HTML, already sanitised on the server (html.server.ts), with the site's type
 * styles for the tags the allow-list keeps.
 */
export const POST_CONTENT_CLASS = [
  'text-lg leading-relaxed text-slate-800',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-900',
  '[&_h4]:mt-6 [&_h4]:font-bold',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-2 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-500 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_iframe]:mt-6 [&_iframe]:aspect-video [&_iframe]:w-full',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left [&_td]:border [&_td]:border-slate-300 [&_td]:p-2',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3',
].join(' ')

export function PostContent({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`${POST_CONTENT_CLASS} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the allow-list on write and on read
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
