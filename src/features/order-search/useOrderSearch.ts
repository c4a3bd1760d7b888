// The search box's actor (decision 0363): the order-search machine with the request layer's
// search (api/Order/Search, decoded both ways by its Schema), the router for a chosen result, the
// page's `/` key (R-SEARCH-007, decided by the rules' isSearchShortcut) and the box's focus.
// Seen by the inspector.
import { useActorRef } from '@xstate/react'
import { useNavigate } from 'react-router-dom'
import { fromCallback, fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import { SearchOrders, type OrderSearchResult } from '../../api/contracts/order-search'
import { inspect } from '../../lib/inspection'
import { isSearchShortcut, orderSearchMachine, type OrderSearchEvent } from '../../machines/order-search'

/** Whether the key went to a field that takes text, where `/` is a character. */
const inTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null)

const watchShortcut = fromCallback<OrderSearchEvent>(({ sendBack }) => {
  const onKey = (event: KeyboardEvent) => {
    const press = {
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      inTextField: inTextField(event.target),
      composing: event.isComposing,
      underModal: document.querySelector('[aria-modal="true"]') !== null,
    }
    if (!isSearchShortcut(press)) return
    event.preventDefault() // the `/` is not typed into the box it focuses
    sendBack({ type: 'search.shortcut' })
  }
  document.addEventListener('keydown', onKey)
  return () => document.removeEventListener('keydown', onKey)
})

/** The box's actor; `inputId` names the box's field, which `focusBox` focuses. */
export function useOrderSearch(client: Pick<ApiClient, 'call'>, inputId: string) {
  const navigate = useNavigate()
  const machine = orderSearchMachine.provide({
    actors: {
      search: fromPromise<OrderSearchResult, { query: string }>(({ input: { query } }) =>
        client.call(SearchOrders, { q: query }),
      ),
      watchShortcut,
    },
    actions: {
      openHit: (_, { link }) => void navigate(link),
      // After the render that shows the phone's box: a hidden field cannot take the focus.
      focusBox: () => void requestAnimationFrame(() => document.getElementById(inputId)?.focus()),
    },
  })
  return useActorRef(machine, { inspect })
}
