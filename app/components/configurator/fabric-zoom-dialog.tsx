import * as Dialog from '@radix-ui/react-dialog'
import type { FabricChoice } from '../fabric-grid'
import { FallbackImage } from '../fallback-image'
import { CloseIcon } from '../icons'
import { buttonClass } from '../ui/button'

/**
 * A swatch's 'View larger' dialog (Radix: focus trap, Escape, focus back to the button that
 * opened it), where the fabric can also be chosen. Loaded on demand (default export for
 * React.lazy): Radix Dialog stays out of the configurators' first load. Without JavaScript
 * the 'View larger' link opens the picture itself.
 */
export default function FabricZoomDialog({
  fabric,
  groupName,
  chosen,
  onChoose,
  onClose,
  returnFocusTo,
}: {
  fabric: FabricChoice | null
  groupName: string
  chosen: boolean
  onChoose: (id: string) => void
  onClose: () => void
  returnFocusTo: () => HTMLElement | null
}) {
  return (
    <Dialog.Root open={fabric !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl focus:outline-none"
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo()
            if (target) {
              event.preventDefault()
              target.focus()
            }
          }}
        >
          {fabric ? (
            <>
              <div className="flex items-start justify-between gap-4">
                <Dialog.Title className="text-xl font-bold text-brand-900">
                  {fabric.fabricName}
                </Dialog.Title>
                <Dialog.Close
                  aria-label="Close"
                  className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
                >
                  <CloseIcon width={20} height={20} />
                </Dialog.Close>
              </div>
              <Dialog.Description className="text-sm text-slate-700">
                {fabric.color} · {groupName}
              </Dialog.Description>
              <FallbackImage
                src={fabric.imageUrl ?? undefined}
                alt={`${fabric.fabricName} fabric, ${fabric.color}`}
                width={640}
                height={420}
                className="mt-3 aspect-[3/2] w-full rounded-lg object-cover"
              />
              {fabric.description ? (
                <p className="mt-3 text-slate-800">{fabric.description}</p>
              ) : null}
              <Dialog.Close
                onClick={() => onChoose(String(fabric.id))}
                className={buttonClass({ variant: 'secondary', block: true }, 'mt-4')}
              >
                {chosen ? 'Keep this fabric' : 'Choose this fabric'}
              </Dialog.Close>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
