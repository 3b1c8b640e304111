/**
 * The blog post's rich-text editor (issue 32), built on TipTap: headings (h2, h3), bold,
 * italic, lists, quotes, links and images uploaded into the post. Loaded lazily by the admin
 * post form only, never by a public page. It is mounted over the form's plain textarea, which
 * stays the field that is posted: every change writes the editor's HTML into it (and the
 * server's sanitiser cleans it as before). Without JavaScript the textarea is the editor.
 */

import Image from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { forwardRef, type ReactNode, useEffect, useRef, useState } from 'react'
import { POST_CONTENT_CLASS } from '~/components/blog/post-content'
import { BlogImageDialog, type ImageToInsert } from './blog-image-dialog'

const UPLOAD_URL = '/api/admin/blog/images'

export default function BlogRichEditor({
  textareaId,
  label,
}: {
  textareaId: string
  label: string
}) {
  const [textarea] = useState(
    () => document.getElementById(textareaId) as HTMLTextAreaElement | null,
  )
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
      Image,
    ],
    content: textarea?.value ?? '',
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: `${POST_CONTENT_CLASS} min-h-64 rounded-b-md border border-slate-400 bg-white p-3 focus:outline focus:outline-2 focus:outline-brand-700`,
      },
    },
    onUpdate: ({ editor }) => {
      if (!textarea) return
      textarea.value = editor.isEmpty ? '' : editor.getHTML()
      // Conform follows the field through its input events.
      textarea.dispatchEvent(new Event('input', { bubbles: true }))
    },
  })

  // The textarea stays in the form (it is what is posted) but out of sight and out of reach.
  useEffect(() => {
    if (!textarea) return
    const display = textarea.style.display
    textarea.style.display = 'none'
    return () => {
      textarea.style.display = display
    }
  }, [textarea])

  if (!textarea) return null
  return (
    <div data-testid="rich-editor" className="mt-2">
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  )
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  })
  const imageButton = useRef<HTMLButtonElement>(null)
  const [inserting, setInserting] = useState(false)
  const [status, setStatus] = useState('')
  const chain = () => editor.chain().focus()

  const editLink = () => {
    const current = editor.getAttributes('link').href as string | undefined
    const href = window.prompt(
      'Link address (leave empty to remove the link)',
      current ?? 'https://',
    )
    if (href === null) return
    if (!href.trim() || href.trim() === 'https://') {
      chain().extendMarkRange('link').unsetLink().run()
      return
    }
    chain().extendMarkRange('link').setLink({ href: href.trim() }).run()
  }

  /** Uploads the image chosen in the dialog and inserts it with its description (or alt=""). */
  const upload = async ({ file, alt }: ImageToInsert): Promise<string | null> => {
    setStatus('Uploading the image…')
    const body = new FormData()
    body.append('image', file)
    try {
      const response = await fetch(UPLOAD_URL, { method: 'POST', body })
      const answer = (await response.json()) as { url?: string; error?: string }
      if (!response.ok || !answer.url) {
        setStatus('')
        return answer.error ?? 'The image could not be uploaded.'
      }
      // After what is selected, never over it (a selected image would be replaced).
      chain().setTextSelection(editor.state.selection.to).setImage({ src: answer.url, alt }).run()
      setStatus('Image added.')
      return null
    } catch {
      setStatus('')
      return 'The image could not be uploaded: check the connection and try again.'
    }
  }

  return (
    <div>
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-400 bg-slate-50 p-1"
      >
        <Tool
          label="Heading 2"
          pressed={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </Tool>
        <Tool
          label="Heading 3"
          pressed={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </Tool>
        <Tool label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <strong>B</strong>
        </Tool>
        <Tool label="Italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
          <em>I</em>
        </Tool>
        <Tool
          label="Bulleted list"
          pressed={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          • List
        </Tool>
        <Tool
          label="Numbered list"
          pressed={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1. List
        </Tool>
        <Tool
          label="Quote"
          pressed={state.blockquote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          “ Quote
        </Tool>
        <Tool label="Link" pressed={state.link} onClick={editLink}>
          Link
        </Tool>
        <Tool ref={imageButton} label="Insert image" onClick={() => setInserting(true)}>
          Image
        </Tool>
      </div>
      <BlogImageDialog
        open={inserting}
        onClose={() => setInserting(false)}
        returnFocusTo={() => imageButton.current}
        onInsert={upload}
      />
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700">
        {status}
      </p>
    </div>
  )
}

const Tool = forwardRef<
  HTMLButtonElement,
  { label: string; pressed?: boolean; onClick: () => void; children: ReactNode }
>(function Tool({ label, pressed, onClick, children }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      title={label}
      onClick={onClick}
      className={`min-h-9 min-w-9 rounded px-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 ${pressed ? 'bg-brand-800 text-white' : 'bg-white text-slate-900 hover:bg-slate-200'} border border-slate-300`}
    >
      {children}
    </button>
  )
})
