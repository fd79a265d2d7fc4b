'use client'

import clsx from 'clsx'
import { Link, useRouter } from '@/i18n/navigation'
import { ArrowDownUp, Eye, Gift, Plus, Save } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { DragDropContext, Draggable, Droppable, type DropResult, type ResponderProvided } from '@hello-pangea/dnd'
import { useActionRunner } from '@/components/auth/client'
import { Button, buttonClass } from '@/components/ui/Button'
import { useModal } from '@/components/ui/Modal'
import type { ActionResult } from '@/lib/http/action'
import type { ProductView } from '@/lib/products/types'
import { ProductRow, rowGrid } from './ProductRow'

export interface OverviewActions {
  remove(productId: number): Promise<ActionResult<null>>
  reorder(input: { listId: number; items: { productId: number; weight: number }[] }): Promise<ActionResult<null>>
}

interface Props {
  list: { id: number; url: string }
  products: ProductView[]
  actions: OverviewActions
}

/**
 * The owner's product overview (docs/rules.md#gifts): the table with its buttons, deleting
 * with the 'Product wissen' confirmation, and sorting mode, where rows are dragged with @hello-pangea/dnd (mouse, a
 * long press on a phone, or the keyboard: space to lift, arrows to move, space to drop) and 'Volgorde opslaan'
 * saves each index as the product's weight and leaves sorting mode, also when nothing moved.
 */
export function ProductsOverview({ list, products, actions }: Props) {
  const t = useTranslations('products')
  const router = useRouter()
  const modal = useModal()
  const run = useActionRunner()
  const [items, setItems] = useState(products)
  const [sorting, setSorting] = useState(false)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  // A fresh server render (after router.refresh) replaces the local copy, unless the owner is sorting it.
  const [seen, setSeen] = useState(products)
  if (seen !== products && !sorting) {
    setSeen(products)
    setItems(products)
  }

  const titleAt = (index: number) => items[index]?.title ?? ''
  const position = (args: { title: string; index: number }) => ({
    title: args.title,
    position: args.index + 1,
    total: items.length,
  })

  function onDragEnd(result: DropResult, provided: ResponderProvided) {
    const title = items.find((p) => String(p.id) === result.draggableId)?.title ?? ''
    if (!result.destination) {
      provided.announce(t('dragCancelled', { title, position: result.source.index + 1 }))
      return
    }
    provided.announce(t('dragDropped', position({ title, index: result.destination.index })))
    if (result.destination.index === result.source.index) return
    const next = [...items]
    const [moved] = next.splice(result.source.index, 1)
    next.splice(result.destination.index, 0, moved!)
    setItems(next)
  }

  async function saveOrder() {
    setBusy(true)
    const done = await run(
      actions.reorder({
        listId: list.id,
        items: items.map((product, index) => ({ productId: product.id, weight: index })),
      }),
    )
    setBusy(false)
    if (done === undefined) return
    setSorting(false)
    setStatus(t('orderSaved'))
    router.refresh()
  }

  function cancelSorting() {
    setItems(products)
    setSorting(false)
  }

  async function remove(product: ProductView) {
    const confirmed = await modal.confirm(t('deleteMessage'), t('deleteConfirm'), t('deleteTitle'))
    if (!confirmed) return
    setBusy(true)
    const done = await run(actions.remove(product.id))
    setBusy(false)
    if (done === undefined) return
    setItems((current) => current.filter((p) => p.id !== product.id))
    setStatus(t('deleted', { title: product.title }))
    router.refresh()
  }

  const addLink = (
    <Link href={`/list/${list.url}/product/add`} className={buttonClass('primary', 'md')}>
      <Plus className="size-5" aria-hidden="true" />
      {t('add')}
    </Link>
  )

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-3">
        {sorting ? (
          <>
            <Button onClick={saveOrder} disabled={busy}>
              <Save className="size-5" aria-hidden="true" />
              {busy ? t('savingOrder') : t('saveOrder')}
            </Button>
            <Button variant="ghost" onClick={cancelSorting} disabled={busy}>
              {t('cancelSort')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setStatus('')
                setSorting(true)
              }}
              disabled={items.length < 2 || busy}
            >
              <ArrowDownUp className="size-5" aria-hidden="true" />
              {t('sort')}
            </Button>
            <Link href={`/list/${list.url}`} className={buttonClass('secondary', 'md')}>
              <Eye className="size-5" aria-hidden="true" />
              {t('viewList')}
            </Link>
            {addLink}
          </>
        )}
      </div>
      <p role="status" className={clsx('text-sm font-medium text-brand-700', !status && 'sr-only')}>
        {status}
      </p>
      {sorting && <p className="rounded-2xl bg-butter px-4 py-3 text-sm text-stone-800">{t('sortingHint')}</p>}

      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-brand-200 bg-white px-6 py-12 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-blush-100 text-blush-600" aria-hidden="true">
            <Gift className="size-7" />
          </span>
          <h2 className="text-xl font-semibold text-stone-900">{t('emptyTitle')}</h2>
          <p className="max-w-md text-stone-600">{t('emptyText')}</p>
          {addLink}
        </div>
      ) : (
        <DragDropContext
          dragHandleUsageInstructions={t('dragInstructions')}
          onDragStart={(start, provided) =>
            provided.announce(
              t('dragLifted', position({ title: titleAt(start.source.index), index: start.source.index })),
            )
          }
          onDragUpdate={(update, provided) => {
            if (update.destination)
              provided.announce(
                t('dragMoved', position({ title: titleAt(update.source.index), index: update.destination.index })),
              )
          }}
          onDragEnd={onDragEnd}
        >
          <div
            role="table"
            aria-label={t('tableLabel')}
            aria-rowcount={items.length + 1}
            className="rounded-3xl bg-white shadow-sm ring-1 ring-stone-100"
          >
            <div role="rowgroup" className="sr-only md:not-sr-only">
              <div
                role="row"
                className={clsx(
                  rowGrid(sorting),
                  'border-b border-stone-100 px-5 py-3 text-xs font-semibold tracking-wide text-stone-500 uppercase',
                )}
              >
                {sorting && (
                  <span role="columnheader">
                    <span className="sr-only">{t('colHandle')}</span>
                  </span>
                )}
                <span role="columnheader">{t('colProduct')}</span>
                <span role="columnheader">{t('colPrice')}</span>
                <span role="columnheader">{t('colMethods')}</span>
                <span role="columnheader">{t('colParts')}</span>
                <span role="columnheader">{t('colStatus')}</span>
                {!sorting && (
                  <span role="columnheader">
                    <span className="sr-only">{t('colActions')}</span>
                  </span>
                )}
              </div>
            </div>
            <Droppable droppableId="products">
              {(drop) => (
                <div role="rowgroup" ref={drop.innerRef} {...drop.droppableProps} className="divide-y divide-stone-100">
                  {items.map((product, index) => (
                    <Draggable
                      key={product.id}
                      draggableId={String(product.id)}
                      index={index}
                      isDragDisabled={!sorting}
                    >
                      {(drag, snapshot) => (
                        <div
                          role="row"
                          aria-rowindex={index + 2}
                          ref={drag.innerRef}
                          {...drag.draggableProps}
                          className={clsx(
                            rowGrid(sorting),
                            'bg-white px-5 py-4 first:rounded-t-3xl last:rounded-b-3xl md:first:rounded-t-none',
                            snapshot.isDragging && 'rounded-3xl shadow-lg ring-2 ring-brand-300',
                          )}
                        >
                          <ProductRow
                            product={product}
                            listSlug={list.url}
                            sorting={sorting}
                            dragHandle={drag.dragHandleProps}
                            onDelete={remove}
                            deleting={busy}
                          />
                        </div>
                      )}
                    </Draggable>
                  ))}
                  {drop.placeholder}
                </div>
              )}
            </Droppable>
          </div>
        </DragDropContext>
      )}
    </div>
  )
}
