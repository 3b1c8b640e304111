import type { GuideBlock, Inline } from '~/domain/admin-guide'

function Text({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.kind === 'bold' ? (
          <strong key={i}>{part.text}</strong>
        ) : part.kind === 'code' ? (
          <code key={i} className="rounded bg-slate-100 px-1 text-[0.9em] break-words">
            {part.text}
          </code>
        ) : (
          part.text
        ),
      )}
    </>
  )
}

/** A guide from docs/ as a page: the blocks of `parseGuide`, never raw HTML. */
export function Guide({ blocks }: { blocks: GuideBlock[] }) {
  return (
    <div className="space-y-4 text-slate-800">
      {blocks.map((block, i) => {
        const key = `${block.type}-${i}`
        switch (block.type) {
          case 'heading': {
            // The page's own h1 comes first: the guide's sections are h2, their parts h3.
            const Tag = block.level === 3 ? 'h3' : 'h2'
            return (
              <Tag
                key={key}
                className={
                  Tag === 'h2'
                    ? 'pt-2 text-xl font-bold text-brand-900'
                    : 'pt-1 text-lg font-bold text-brand-900'
                }
              >
                <Text parts={block.text} />
              </Tag>
            )
          }
          case 'paragraph':
            return (
              <p key={key}>
                <Text parts={block.text} />
              </p>
            )
          case 'list': {
            const items = block.items.map((item, j) => (
              <li key={j}>
                <Text parts={item} />
              </li>
            ))
            return block.ordered ? (
              <ol key={key} start={block.start} className="list-decimal space-y-1 pl-6">
                {items}
              </ol>
            ) : (
              <ul key={key} className="list-disc space-y-1 pl-6">
                {items}
              </ul>
            )
          }
          default: // a table
            return (
              <div key={key} className="overflow-x-auto">
                <table className="min-w-full border-collapse text-left text-sm">
                  <thead>
                    <tr>
                      {block.header.map((cell, j) => (
                        <th key={j} scope="col" className="border-b border-slate-300 p-2">
                          <Text parts={cell} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, j) => (
                      <tr key={j}>
                        {row.map((cell, k) => (
                          <td key={k} className="border-b border-slate-200 p-2 align-top">
                            <Text parts={cell} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
        }
      })}
    </div>
  )
}
