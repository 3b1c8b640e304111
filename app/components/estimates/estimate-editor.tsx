// Long (over 400 lines): the editor's rooms, windows and lines forms; to be split by section (issue 39 continues).
/**
 * The salesperson's estimate editor (issue 39), laid out for a phone at 375 px: the customer,
 * each room with its windows (size in inches and eighths, mount, notes) and what goes on each
 * (a product of the shop priced by its grids, or a line priced by hand), the room's
 * alternatives, and the terms. Every form works without JavaScript; with it, fields save as
 * they are typed (autosave-form.tsx).
 */
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import {
  basisPointsNumber,
  type Discount,
  HAND_PRICED_KINDS,
  HAND_PRICED_LABELS,
} from '~/domain/estimate'
import { CATALOGUE_PRODUCTS, inclusionValue } from '~/domain/estimate-form'
import {
  type EstimateLineView,
  type EstimateRoomView,
  type EstimateView,
  type EstimateWindowView,
  MOUNT_LABELS,
  windowHeading,
  windowSize,
} from '~/domain/estimate-view'
import { formatCents, PRODUCTS, type PricedProductType } from '~/domain/pricing'
import {
  AutosaveForm,
  CheckboxList,
  EditorForm,
  type EditorReply,
  SelectInput,
  SizeInput,
  TextArea,
  TextInput,
} from './autosave-form'
import { WindowPhotoEditor } from './window-photo-editor'

export type EditorCatalogue = Record<
  PricedProductType,
  {
    fabrics: readonly { id: number; name: string }[]
    options: readonly { code: string; name: string; priceCents: number }[]
  }
>

type Common = { estimateId: number; reply?: EditorReply }

const PRODUCT_CHOICES = CATALOGUE_PRODUCTS.map((type) => ({
  value: type,
  label: PRODUCTS[type].name,
}))
const HAND_CHOICES = HAND_PRICED_KINDS.map((kind) => ({
  value: kind,
  label: `${HAND_PRICED_LABELS[kind]} (priced by hand)`,
}))
const DISCOUNT_CHOICES = [
  { value: 'none', label: 'No discount' },
  { value: 'percent', label: 'Percent off' },
  { value: 'amount', label: 'Dollars off' },
]

function dollars(cents: number): string {
  return (cents / 100).toFixed(2)
}

function discountValue(discount: Discount | null): string {
  if (!discount) return ''
  return discount.kind === 'percent'
    ? basisPointsNumber(discount.basisPoints)
    : dollars(discount.cents)
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mt-6 scroll-mt-4 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** "Remove…": a second tap (a real form inside <details>) so a slip of the thumb removes nothing. */
function RemoveForm({
  intent,
  id,
  what,
  back,
  reply,
}: {
  intent: string
  id: number
  what: string
  back: string
  reply?: EditorReply
}) {
  const formId = `${intent}-${id}-form`
  return (
    <details className="mt-2" open={reply?.formId === formId}>
      <summary className="cursor-pointer text-sm font-semibold text-red-800">Remove…</summary>
      <EditorForm
        formId={formId}
        intent={intent}
        hidden={{ id, back }}
        reply={reply}
        className="mt-2"
      >
        <Button variant="danger" size="sm">
          Yes, remove {what}
        </Button>
      </EditorForm>
    </details>
  )
}

// ---------------------------------------------------------------- the customer and the terms

export function CustomerPanel({
  estimate,
  estimateId,
  reply,
}: Common & { estimate: EstimateView }) {
  const { customer } = estimate
  return (
    <Panel id="customer" title="Customer">
      <AutosaveForm estimateId={estimateId} formId="customer-form" intent="customer" reply={reply}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput name="name" label="Name" value={customer.name} maxLength={120} />
          <TextInput name="phone" label="Phone" type="tel" inputMode="tel" value={customer.phone} />
          <TextInput
            name="email"
            label="E-mail (the estimate is sent here)"
            type="email"
            inputMode="email"
            value={customer.email}
          />
          <TextInput name="address" label="Address" value={customer.address} maxLength={200} />
          <TextInput
            name="zip"
            label="ZIP code"
            inputMode="numeric"
            value={customer.zip}
            maxLength={5}
            className="max-w-40"
          />
        </div>
      </AutosaveForm>
    </Panel>
  )
}

export function TermsPanel({
  estimate,
  estimateId,
  reply,
  discountLimit,
}: Common & { estimate: EstimateView; discountLimit: string }) {
  return (
    <Panel id="terms" title="Terms">
      <AutosaveForm estimateId={estimateId} formId="terms-form" intent="terms" reply={reply}>
        <TextInput
          name="expiresOn"
          type="date"
          label="Valid until (the last day to accept)"
          value={estimate.expiresOn}
          className="max-w-60"
        />
        <div className="grid grid-cols-2 gap-3">
          <SelectInput
            name="depositKind"
            label="Deposit"
            value={estimate.deposit.kind}
            options={[
              { value: 'percent', label: 'Percent of the total' },
              { value: 'amount', label: 'Dollars' },
            ]}
          />
          <TextInput
            name="deposit"
            label="Deposit asked"
            inputMode="decimal"
            value={
              estimate.deposit.kind === 'percent'
                ? basisPointsNumber(estimate.deposit.basisPoints)
                : dollars(estimate.deposit.cents)
            }
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <SelectInput
            name="discountKind"
            label="Discount on the whole estimate"
            value={estimate.discount?.kind ?? 'none'}
            options={DISCOUNT_CHOICES}
          />
          <TextInput
            name="discount"
            label="Discount (percent or dollars)"
            inputMode="decimal"
            value={discountValue(estimate.discount)}
          />
        </div>
        <p className="text-sm text-slate-700">{discountLimit}</p>
        <TextArea
          name="customerNote"
          label="Note to the customer (on the estimate)"
          value={estimate.customerNote}
          rows={3}
          maxLength={2000}
        />
      </AutosaveForm>
    </Panel>
  )
}

// ---------------------------------------------------------------- rooms

export function RoomsPanel({
  estimate,
  estimateId,
  reply,
  catalogue,
}: Common & { estimate: EstimateView; catalogue: EditorCatalogue }) {
  return (
    <Panel id="rooms" title="Rooms and windows">
      {estimate.rooms.length ? null : (
        <p className="text-slate-700">Start with the first room you measure.</p>
      )}
      <div className="space-y-6">
        {estimate.rooms.map((room) => (
          <RoomEditor
            key={room.id}
            room={room}
            estimateId={estimateId}
            reply={reply}
            catalogue={catalogue}
          />
        ))}
      </div>
      <EditorForm formId="add-room-form" intent="add-room" reply={reply} className="mt-6 space-y-2">
        <TextInput name="name" label="Add a room" value="" maxLength={80} />
        <Button variant="secondary" size="sm">
          Add the room
        </Button>
      </EditorForm>
    </Panel>
  )
}

function RoomEditor({
  room,
  estimateId,
  reply,
  catalogue,
}: Common & { room: EstimateRoomView; catalogue: EditorCatalogue }) {
  return (
    <section
      id={`room-${room.id}`}
      aria-labelledby={`room-${room.id}-title`}
      className="scroll-mt-4 rounded-lg border-2 border-brand-100 p-3"
    >
      <h3 id={`room-${room.id}-title`} className="text-lg font-bold text-brand-900">
        {room.name}
      </h3>
      <AutosaveForm
        estimateId={estimateId}
        formId={`room-${room.id}-form`}
        intent="room"
        hidden={{ roomId: room.id }}
        reply={reply}
        className="mt-2"
      >
        <TextInput name="name" label="Room name" value={room.name} maxLength={80} />
      </AutosaveForm>

      <div className="mt-4 space-y-4">
        {room.windows.map((window, index) => (
          <WindowEditor
            key={window.id}
            window={window}
            index={index}
            room={room}
            estimateId={estimateId}
            reply={reply}
            catalogue={catalogue}
          />
        ))}
      </div>

      <details
        className="mt-4 rounded-md border border-slate-200 p-3"
        open={reply?.formId === `add-window-${room.id}-form` || room.windows.length === 0}
      >
        <summary className="cursor-pointer font-semibold text-brand-800">
          Add a window in {room.name}
        </summary>
        <EditorForm
          formId={`add-window-${room.id}-form`}
          intent="add-window"
          hidden={{ roomId: room.id }}
          reply={reply}
          className="mt-2 space-y-3"
        >
          <WindowFields window={null} />
          <Button variant="secondary" size="sm">
            Add the window
          </Button>
        </EditorForm>
      </details>

      {room.lines.length ? (
        <div className="mt-4">
          <h4 className="font-semibold text-slate-800">For the whole room</h4>
          <div className="mt-2 space-y-3">
            {room.lines.map((line) => (
              <LineEditor
                key={line.id}
                line={line}
                room={room}
                estimateId={estimateId}
                reply={reply}
                catalogue={catalogue}
              />
            ))}
          </div>
        </div>
      ) : null}
      <AddLineForm
        formId={`add-line-room-${room.id}-form`}
        roomId={room.id}
        label={`Add to the whole room (${room.name})`}
        choices={HAND_CHOICES}
        reply={reply}
      />

      <GroupsEditor room={room} estimateId={estimateId} reply={reply} />

      <RemoveForm
        intent="remove-room"
        id={room.id}
        what={`${room.name}, its windows and lines`}
        back="rooms"
        reply={reply}
      />
    </section>
  )
}

function WindowFields({ window }: { window: EstimateWindowView | null }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextInput
        name="label"
        label="Which window (e.g. Left of the sofa)"
        value={window?.label ?? ''}
        maxLength={80}
        className="sm:col-span-2"
      />
      <SizeInput name="width" label="Width" eighths={window?.widthEighths ?? null} />
      <SizeInput name="height" label="Height" eighths={window?.heightEighths ?? null} />
      <SelectInput
        name="mount"
        label="Mount"
        value={window?.mountType ?? ''}
        options={[
          { value: '', label: 'Not decided' },
          { value: 'inside', label: MOUNT_LABELS.inside },
          { value: 'outside', label: MOUNT_LABELS.outside },
        ]}
      />
      <TextArea
        name="notes"
        label="Notes (obstacles, handles, tile…)"
        value={window?.notes ?? ''}
        maxLength={1000}
      />
    </div>
  )
}

function WindowEditor({
  window,
  index,
  room,
  estimateId,
  reply,
  catalogue,
}: Common & {
  window: EstimateWindowView
  index: number
  room: EstimateRoomView
  catalogue: EditorCatalogue
}) {
  const heading = windowHeading(window, index)
  return (
    <article
      id={`window-${window.id}`}
      aria-labelledby={`window-${window.id}-title`}
      className="scroll-mt-4 rounded-md border border-slate-300 p-3"
    >
      <h4 id={`window-${window.id}-title`} className="font-bold text-slate-900">
        {heading} <span className="font-normal text-slate-700">· {windowSize(window)}</span>
      </h4>
      <AutosaveForm
        estimateId={estimateId}
        formId={`window-${window.id}-form`}
        intent="window"
        hidden={{ windowId: window.id }}
        reply={reply}
        className="mt-2"
      >
        <WindowFields window={window} />
      </AutosaveForm>
      <WindowPhotoEditor estimateId={estimateId} windowId={window.id} heading={heading} />
      <div className="mt-3 space-y-3">
        {window.lines.map((line) => (
          <LineEditor
            key={line.id}
            line={line}
            room={room}
            estimateId={estimateId}
            reply={reply}
            catalogue={catalogue}
          />
        ))}
      </div>
      <AddLineForm
        formId={`add-line-window-${window.id}-form`}
        roomId={room.id}
        windowId={window.id}
        label={`Add to ${heading}`}
        choices={[...PRODUCT_CHOICES, ...HAND_CHOICES]}
        reply={reply}
      />
      <RemoveForm
        intent="remove-window"
        id={window.id}
        what={`${heading} and its lines`}
        back={`room-${room.id}`}
        reply={reply}
      />
    </article>
  )
}

function AddLineForm({
  formId,
  roomId,
  windowId,
  label,
  choices,
  reply,
}: {
  formId: string
  roomId: number
  windowId?: number
  label: string
  choices: readonly { value: string; label: string }[]
  reply?: EditorReply
}) {
  return (
    <EditorForm
      formId={formId}
      intent="add-line"
      hidden={windowId ? { roomId, windowId } : { roomId }}
      reply={reply}
      className="mt-3 flex flex-wrap items-end gap-2"
    >
      <SelectInput
        name="product"
        label={label}
        value={choices[0]?.value}
        options={choices}
        className="min-w-0 flex-1"
      />
      <Button variant="secondary" size="sm">
        Add
      </Button>
    </EditorForm>
  )
}

// ---------------------------------------------------------------- lines

function inclusionChoices(room: EstimateRoomView) {
  return [
    { value: 'required', label: 'In the total' },
    { value: 'optional', label: 'Optional: the customer may tick it' },
    ...room.groups.flatMap((group) =>
      group.alternatives.map((a) => ({
        value: `alternative-${a.id}`,
        label: `${group.name}: ${a.label}`,
      })),
    ),
  ]
}

function LineEditor({
  line,
  room,
  estimateId,
  reply,
  catalogue,
}: Common & { line: EstimateLineView; room: EstimateRoomView; catalogue: EditorCatalogue }) {
  const catalogueLine = line.kind === 'catalogue' && line.productType !== null
  return (
    <div
      id={`line-${line.id}`}
      className="scroll-mt-4 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">{line.title}</p>
        <p className="font-semibold" data-testid={`line-${line.id}-amount`}>
          {formatCents(line.netCents)}
          {line.included ? (
            ''
          ) : (
            <span className="font-normal text-slate-700"> (not in the total)</span>
          )}
        </p>
      </div>
      {catalogueLine && !line.priceError ? (
        <p className="text-sm text-slate-700">
          {formatCents(line.unitPriceCents)} each
          {line.installationCents ? `, installation ${formatCents(line.installationCents)}` : ''}
          {line.discountCents ? `, discount −${formatCents(line.discountCents)}` : ''}
        </p>
      ) : null}
      {line.priceError ? (
        <p className="text-sm font-semibold text-red-800">No price yet: {line.priceError}</p>
      ) : null}
      <AutosaveForm
        estimateId={estimateId}
        formId={`line-${line.id}-form`}
        intent="line"
        hidden={{ lineId: line.id }}
        reply={reply}
        className="mt-2"
      >
        {catalogueLine ? (
          <CatalogueFields key={line.productType} line={line} catalogue={catalogue} />
        ) : (
          <HandFields line={line} />
        )}
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectInput
            name="inclusion"
            label="Counts"
            value={inclusionValue(line)}
            options={inclusionChoices(room)}
          />
          <SelectInput
            name="discountKind"
            label="Discount on this line"
            value={line.discount?.kind ?? 'none'}
            options={DISCOUNT_CHOICES}
          />
          <TextInput
            name="discount"
            label="Discount (percent or dollars)"
            inputMode="decimal"
            value={discountValue(line.discount)}
          />
        </div>
      </AutosaveForm>
      <RemoveForm
        intent="remove-line"
        id={line.id}
        what={line.title}
        back={line.windowId ? `window-${line.windowId}` : `room-${line.roomId}`}
        reply={reply}
      />
    </div>
  )
}

function CatalogueFields({
  line,
  catalogue,
}: {
  line: EstimateLineView
  catalogue: EditorCatalogue
}) {
  const type = line.productType as PricedProductType
  const { fabrics, options } = catalogue[type]
  const shade = type !== 'regular'
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectInput name="productType" label="Product" value={type} options={PRODUCT_CHOICES} />
        <SelectInput
          name="fabricSwatchId"
          label="Fabric"
          value={line.fabricSwatchId === null ? '' : String(line.fabricSwatchId)}
          options={[
            { value: '', label: 'Choose a fabric' },
            ...fabrics.map((f) => ({ value: String(f.id), label: f.name })),
          ]}
        />
        {shade ? (
          <>
            <SelectInput
              name="operationType"
              label="Operation"
              value={line.operationType ?? 'manual'}
              options={[
                { value: 'manual', label: 'Manual' },
                { value: 'motorized', label: 'Motorized' },
              ]}
            />
            <SelectInput
              name="controlSide"
              label="Control side (manual)"
              value={line.controlSide ?? 'right'}
              options={[
                { value: 'right', label: 'Right' },
                { value: 'left', label: 'Left' },
              ]}
            />
          </>
        ) : null}
        <TextInput
          name="quantity"
          label="Quantity"
          inputMode="numeric"
          value={String(line.quantity)}
          className="max-w-32"
        />
      </div>
      <CheckboxList
        name="options"
        legend="Options"
        checked={line.optionCodes}
        options={options.map((o) => ({
          value: o.code,
          label: `${o.name}${o.priceCents ? ` (+${formatCents(o.priceCents)})` : ''}`,
        }))}
      />
    </>
  )
}

function HandFields({ line }: { line: EstimateLineView }) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <TextInput
        name="description"
        label="Description"
        value={line.title}
        maxLength={200}
        className="sm:col-span-3"
      />
      <TextInput
        name="quantity"
        label="Quantity"
        inputMode="numeric"
        value={String(line.quantity)}
      />
      <TextInput
        name="unitPrice"
        label="Price of one ($)"
        inputMode="decimal"
        value={dollars(line.unitPriceCents)}
      />
    </div>
  )
}

// ---------------------------------------------------------------- alternatives

function GroupsEditor({ room, estimateId, reply }: Common & { room: EstimateRoomView }) {
  return (
    <div className="mt-4">
      <h4 className="font-semibold text-slate-800">Alternatives in {room.name}</h4>
      <p className="text-sm text-slate-700">
        Good, better, best: the customer picks one; put each line in one with its “Counts”.
      </p>
      <div className="mt-2 space-y-3">
        {room.groups.map((group) => (
          <div
            key={group.id}
            id={`group-${group.id}`}
            className="scroll-mt-4 rounded-md border border-violet-200 bg-violet-50 p-3"
          >
            <AutosaveForm
              estimateId={estimateId}
              formId={`group-${group.id}-form`}
              intent="group"
              hidden={{ groupId: group.id }}
              reply={reply}
            >
              <div className="grid gap-3 sm:grid-cols-2">
                <TextInput
                  name="name"
                  label="Name of the choice"
                  value={group.name}
                  maxLength={80}
                />
                <SelectInput
                  name="defaultAlternativeId"
                  label="Counted until the customer chooses"
                  value={String(group.alternatives.find((a) => a.isDefault)?.id ?? '')}
                  options={group.alternatives.map((a) => ({ value: String(a.id), label: a.label }))}
                />
              </div>
            </AutosaveForm>
            <ul className="mt-3 space-y-2">
              {group.alternatives.map((alternative) => (
                <li
                  key={alternative.id}
                  id={`alternative-${alternative.id}`}
                  className="scroll-mt-4"
                >
                  <AutosaveForm
                    estimateId={estimateId}
                    formId={`alternative-${alternative.id}-form`}
                    intent="alternative"
                    hidden={{ alternativeId: alternative.id }}
                    reply={reply}
                  >
                    <TextInput
                      name="label"
                      label={`Alternative (its lines come to ${formatCents(alternative.netCents)})`}
                      value={alternative.label}
                      maxLength={40}
                    />
                  </AutosaveForm>
                  <RemoveForm
                    intent="remove-alternative"
                    id={alternative.id}
                    what={alternative.label}
                    back={`group-${group.id}`}
                    reply={reply}
                  />
                </li>
              ))}
            </ul>
            <EditorForm
              formId={`add-alternative-${group.id}-form`}
              intent="add-alternative"
              hidden={{ groupId: group.id }}
              reply={reply}
              className="mt-3 flex flex-wrap items-end gap-2"
            >
              <TextInput
                name="label"
                label="Another alternative"
                value=""
                maxLength={40}
                className="min-w-0 flex-1"
              />
              <Button variant="outline" size="sm">
                Add
              </Button>
            </EditorForm>
            <RemoveForm
              intent="remove-group"
              id={group.id}
              what={`the choice ${group.name}`}
              back={`room-${room.id}`}
              reply={reply}
            />
          </div>
        ))}
      </div>
      <EditorForm
        formId={`add-group-${room.id}-form`}
        intent="add-group"
        hidden={{ roomId: room.id }}
        reply={reply}
        className="mt-3 flex flex-wrap items-end gap-2"
      >
        <TextInput
          name="name"
          label="Offer alternatives (name the choice)"
          value={`${room.name} options`}
          maxLength={80}
          className="min-w-0 flex-1"
        />
        <Button variant="outline" size="sm">
          Add a choice
        </Button>
      </EditorForm>
    </div>
  )
}
