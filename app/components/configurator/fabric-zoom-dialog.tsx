import type { FabricChoice } from '../fabric-grid'
import { FallbackImage } from '../fallback-image'
import { useFromEnglish, useT } from '../i18n'
import { buttonClass } from '../ui/button'
import { ModalClose, ModalDialog } from '../ui/modal-dialog'

/**
 * A swatch's 'View larger' dialog, where the fabric can also be chosen. Loaded on demand
 * (default export for React.lazy): Radix Dialog stays out of the configurators' first load.
 * Without JavaScript the 'View larger' link opens the picture itself.
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
  const t = useT()
  const fromEnglish = useFromEnglish()
  return (
    <ModalDialog
      open={fabric !== null}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      title={fabric?.fabricName}
      description={fabric ? `${fabric.color} · ${groupName}` : null}
    >
      {fabric ? (
        <>
          <FallbackImage
            src={fabric.imageUrl ?? undefined}
            alt={t('configurator.fabric.alt', { name: fabric.fabricName, color: fabric.color })}
            width={640}
            height={420}
            className="mt-3 aspect-[3/2] w-full rounded-lg object-cover"
          />
          {fabric.description ? (
            <p className="mt-3 text-slate-800">{fromEnglish(fabric.description)}</p>
          ) : null}
          <ModalClose
            onClick={() => onChoose(String(fabric.id))}
            className={buttonClass({ variant: 'secondary', block: true }, 'mt-4')}
          >
            {chosen ? t('configurator.fabric.keep') : t('configurator.fabric.choose')}
          </ModalClose>
        </>
      ) : null}
    </ModalDialog>
  )
}
