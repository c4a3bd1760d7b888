// The top bar's search across every order (R-SEARCH-001..008, decision 0363): a combobox whose
// list box groups the results by list (drafts, pending, confirmed) with each list's count; the
// arrow keys move the active result (aria-activedescendant: the focus stays in the box), Enter or
// a click opens its order, Escape closes the results, `/` anywhere else focuses the box. Below
// 992 px the bar shows a search button that opens the box over the whole bar, its results under it.
import { useSelector } from '@xstate/react'
import { Button } from '../../components/Button'
import { useId, type FocusEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client'
import type { ApiClient } from '../../api/client'
import { StatusBadge } from '../../components/StatusBadge'
import { SEARCH_QUERY_MAX, type OrderSearchHit } from '../../api/contracts/order-search'
import { hitsInOrder, type OrderSearchSnapshot } from '../../machines/order-search'
import { useOrderSearch } from './useOrderSearch'
import './order-search.css'
import { CloseButton } from '../../components/CloseButton'

const resultsOpen = (s: OrderSearchSnapshot) =>
  s.matches({ results: 'searching' }) ||
  s.matches({ results: 'shown' }) ||
  s.matches({ results: 'empty' }) ||
  s.matches({ results: 'failed' })

/** The keys the box answers, as the machine's events; other keys type. */
const KEY_EVENTS = {
  ArrowDown: { type: 'search.move', move: 'next' },
  ArrowUp: { type: 'search.move', move: 'previous' },
  Enter: { type: 'search.choose' },
  Escape: { type: 'search.close' },
} as const

export function OrderSearch({ client = api }: { readonly client?: Pick<ApiClient, 'call'> }) {
  const { t } = useTranslation('orderSearch')
  const id = useId()
  const actor = useOrderSearch(client, `${id}-input`)
  const snapshot = useSelector(actor, (s) => s)
  const { text, query, result, active } = snapshot.context
  const open = resultsOpen(snapshot)
  const shown = snapshot.matches({ results: 'shown' })
  const expanded = snapshot.matches({ box: 'expanded' })
  const hits = result === null ? [] : hitsInOrder(result.Groups)
  const optionId = (index: number) => `${id}-option-${index}`

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key as keyof typeof KEY_EVENTS
    if (!(key in KEY_EVENTS)) return
    if (key === 'Enter' && !shown) return
    event.preventDefault()
    // Down on closed results opens them again (the combobox pattern).
    if (key === 'ArrowDown' && !open) actor.send({ type: 'search.reopen' })
    else actor.send(KEY_EVENTS[key])
  }
  // Leaving the search (not for its own retry or close button) closes the results.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) actor.send({ type: 'search.close' })
  }

  const groups = (result?.Groups ?? []).filter((group) => group.Orders.length > 0)
  // Each group's first option's index among all the options (the order the arrow keys walk).
  const firstIndexOf = groups.map((_, k) =>
    groups.slice(0, k).reduce((n, group) => n + group.Orders.length, 0),
  )
  const option = (hit: OrderSearchHit, at: number) => {
    return (
      <div
        key={hit.Id}
        id={optionId(at)}
        role="option"
        aria-selected={at === active}
        className={`order-search__option${at === active ? ' is-active' : ''}`}
        // The focus stays in the box: a click chooses without taking it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => actor.send({ type: 'search.choose', index: at })}
      >
        <span className="order-search__number">{hit.OrderNumber}</span>
        <StatusBadge status={hit.FeOrderStatus} />
        <span className="order-search__matched">
          {hit.MatchedOn === 'orderNumber'
            ? hit.CustomerCode
            : `${t(`matchedOn.${hit.MatchedOn}`)}: ${hit.Matched} · ${hit.CustomerCode}`}
        </span>
      </div>
    )
  }

  return (
    <div className={`order-search${expanded ? ' is-expanded' : ''}`} onBlur={onBlur}>
      <Button
        type="button"
        text
        rounded
        icon="pi pi-search"
        className="navbar__icon order-search__open"
        aria-label={t('open')}
        aria-expanded={expanded}
        aria-controls={`${id}-field`}
        onClick={() => actor.send({ type: 'search.expand' })}
      />
      <div className="order-search__field" id={`${id}-field`}>
        <i className="pi pi-search order-search__icon" aria-hidden="true" />
        <input
          id={`${id}-input`}
          className="p-inputtext order-search__input"
          type="text"
          role="combobox"
          aria-label={t('label')}
          aria-describedby={`${id}-hint`}
          aria-expanded={open}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          aria-keyshortcuts="/"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t('placeholder')}
          value={text}
          onChange={(event) => actor.send({ type: 'search.type', text: event.target.value })}
          onKeyDown={onKeyDown}
          onClick={() => actor.send({ type: 'search.reopen' })}
        />
        <kbd className="order-search__key" aria-hidden="true">
          /
        </kbd>
        <span id={`${id}-hint`} className="visually-hidden">
          {t('hint')}
        </span>
        <CloseButton
          className="navbar__icon order-search__close"
          label={t('close')}
          onClick={() => actor.send({ type: 'search.collapse' })}
        />
      </div>
      <div id={`${id}-popup`} className="order-search__popup" hidden={!open}>
        <p className="order-search__status" role="status">
          {snapshot.matches({ results: 'searching' })
            ? t('searching')
            : snapshot.matches({ results: 'empty' })
              ? t('empty', { query })
              : shown && result !== null
                ? t('found', { count: result.Total })
                : ''}
        </p>
        {snapshot.matches({ results: 'failed' }) ? (
          <p className="order-search__failed" role="alert">
            {t('failed')}{' '}
            <Button
              type="button"
              link
              size="small"
              label={t('retry')}
              onClick={() => actor.send({ type: 'search.retry' })}
            />
          </p>
        ) : null}
        <div
          id={`${id}-listbox`}
          role="listbox"
          aria-label={t('results')}
          hidden={!shown || hits.length === 0}
        >
          {groups.map((group, k) => (
            <div key={group.List} role="group" aria-labelledby={`${id}-${group.List}`}>
              <div id={`${id}-${group.List}`} role="presentation" className="order-search__group">
                {t(`list.${group.List}`)}
                <span className="order-search__count">
                  {t('shown', { shown: group.Orders.length, total: group.Total })}
                </span>
              </div>
              {group.Orders.map((hit, i) => option(hit, firstIndexOf[k]! + i))}
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}

export default OrderSearch
