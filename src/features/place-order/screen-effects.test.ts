// The place-order screen's callback actors on their own, over a fake machine to watch: the storage
// follows changes (not the state it starts with) and clears once submitted (R-ORD-009); a draft
// link is sent once, when the machine can take it (R-ORD-004); the day is asked again when the
// page is looked at (R-ORD-018); a placed order toasts and goes to the pending list (R-ORD-008).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, type AnyActorLogic, type AnyEventObject } from 'xstate'
import type { PlaceOrderContext, PlaceOrderEvent, PlaceOrderView } from '../../machines/place-order'
import { initialPlaceOrderContext } from '../../machines/place-order'
import { memoryStorage } from './place-order.test-kit'
import { createLatest, revealFeedback, screenEffects, type ScreenFacts } from './screen-effects'

const CUSTOMERS = [{ CustomerCode: 'C1', CustomerName: 'One' }] as never
const baseContext = initialPlaceOrderContext({ today: '2025-03-15', customers: CUSTOMERS })

/** A machine stand-in: its snapshots, which events it can take, and what it was sent. */
function fakeMachine() {
  let snapshot: PlaceOrderView & { submitted: boolean; takes: Set<string> } = view(
    baseContext,
    false,
    new Set(),
  )
  const listeners = new Set<(s: PlaceOrderView) => void>()
  function view(context: PlaceOrderContext, submitted: boolean, takes: Set<string>) {
    return {
      context,
      submitted,
      takes,
      matches: (state: 'submitted') => state === 'submitted' && submitted,
      can: (event: PlaceOrderEvent) => takes.has(event.type),
    }
  }
  return {
    watch: {
      getSnapshot: () => snapshot,
      subscribe: (listener: (s: PlaceOrderView) => void) => {
        listeners.add(listener)
        return { unsubscribe: () => void listeners.delete(listener) }
      },
    },
    /** Notifies the snapshot already there, as a machine does when it starts. */
    again: () => {
      for (const listener of listeners) listener(snapshot)
    },
    next: (change: { context?: Partial<PlaceOrderContext>; submitted?: boolean; takes?: string[] }) => {
      snapshot = view(
        { ...snapshot.context, ...change.context },
        change.submitted ?? snapshot.submitted,
        change.takes === undefined ? snapshot.takes : new Set(change.takes),
      )
      for (const listener of listeners) listener(snapshot)
    },
  }
}

function factsOf(overrides: Partial<ScreenFacts> = {}) {
  return createLatest<ScreenFacts>({
    notify: vi.fn(),
    navigate: vi.fn(),
    today: () => '2025-03-15',
    draftId: null,
    onDraftIdHandled: vi.fn(),
    ...overrides,
  })
}

/** Runs one callback actor as a child of a tiny parent that records what it is sent back. */
function run(logic: AnyActorLogic, input?: unknown) {
  const received: AnyEventObject[] = []
  const parent = createActor(
    createMachine({
      invoke: { id: 'effect', src: logic, input },
      on: { '*': { actions: ({ event }) => void received.push(event) } },
    }),
  ).start()
  return {
    received,
    parent,
    send: (event: AnyEventObject) => parent.getSnapshot().children.effect?.send(event),
  }
}

afterEach(() => vi.restoreAllMocks())

describe('the place-order screen effects (decision 0338)', () => {
  it('R-ORD-009 keepSaved writes changes, not the state it starts with, and clears once submitted', () => {
    const storage = memoryStorage()
    const machine = fakeMachine()
    const effects = screenEffects(storage, factsOf())
    const { parent } = run(effects.keepSaved, { order: machine.watch })
    machine.again()
    expect(storage.entries.size).toBe(0)
    machine.next({ context: { form: { ...baseContext.form, note: 'n' } } })
    expect(JSON.parse(storage.entries.get('placeInfo')!)).toMatchObject({ note: 'n' })
    machine.next({ submitted: true })
    expect(storage.entries.size).toBe(0)
    parent.stop()
  })

  it('R-ORD-004 takeArrivals sends the draft link once, as soon as the machine takes it, then says so', () => {
    const machine = fakeMachine()
    const onDraftIdHandled = vi.fn()
    const facts = factsOf({ draftId: '42', onDraftIdHandled })
    const effects = screenEffects(memoryStorage(), facts)
    const { received, parent } = run(effects.takeArrivals, { order: machine.watch })
    expect(received.filter((e) => e.type === 'draft.open')).toEqual([])
    machine.next({ takes: ['draft.open'] })
    machine.next({ takes: ['draft.open'] })
    expect(received.filter((e) => e.type === 'draft.open')).toEqual([{ type: 'draft.open', orderId: 42 }])
    expect(onDraftIdHandled).toHaveBeenCalledTimes(1)
    // The address drops the query, then the same link again is sent again.
    facts.set({ ...facts.current(), draftId: null })
    facts.set({ ...facts.current(), draftId: '42' })
    expect(received.filter((e) => e.type === 'draft.open')).toHaveLength(2)
    parent.stop()
  })

  it('R-REORDER-001 takeArrivals sends Order again (with the selected codes) once the machine takes it, then says so', () => {
    const machine = fakeMachine()
    const onReorderHandled = vi.fn()
    const facts = factsOf({ reorder: '77', reorderLines: 'SS001,MI004', onReorderHandled })
    const effects = screenEffects(memoryStorage(), facts)
    const { received, parent } = run(effects.takeArrivals, { order: machine.watch })
    expect(received.filter((e) => e.type === 'refill.open')).toEqual([])
    machine.next({ takes: ['refill.open'] })
    machine.next({ takes: ['refill.open'] })
    expect(received.filter((e) => e.type === 'refill.open')).toEqual([
      { type: 'refill.open', source: { kind: 'order', orderId: 77, productCodes: ['SS001', 'MI004'] } },
    ])
    expect(onReorderHandled).toHaveBeenCalledTimes(1)
    // Without lines: the whole order.
    facts.set({ ...facts.current(), reorder: null, reorderLines: null })
    facts.set({ ...facts.current(), reorder: '78' })
    expect(received.at(-1)).toEqual({ type: 'refill.open', source: { kind: 'order', orderId: 78 } })
    parent.stop()
  })

  it('R-ORD-018 watchToday tells the machine the day when the page gets the focus again', () => {
    let day = '2025-03-15'
    const effects = screenEffects(memoryStorage(), factsOf({ today: () => day }))
    const { received, parent } = run(effects.watchToday)
    day = '2025-03-16'
    window.dispatchEvent(new Event('focus'))
    expect(received).toContainEqual({ type: 'clock.today', today: '2025-03-16' })
    parent.stop()
    window.dispatchEvent(new Event('focus'))
    expect(received.filter((e) => e.type === 'clock.today')).toHaveLength(1)
  })

  it('R-ORD-008 R-ORD-033 relayPlaced clears the saved order and leaves the user on the success panel: no toast, no navigation', () => {
    const storage = memoryStorage()
    storage.setLocal('placeList', [])
    const notify = vi.fn()
    const navigate = vi.fn()
    const effects = screenEffects(storage, factsOf({ notify, navigate }))
    const { send, parent } = run(effects.relayPlaced)
    send({ type: 'order.placed', order: { Id: 1, OrderNumber: 'SO1' } })
    expect(storage.entries.size).toBe(0)
    // The panel (role status) says 'Order successful' and stays until the user acts or leaves.
    expect(notify).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
    parent.stop()
  })

  it('R-ORD-034 revealFeedback waits for the message block to have its text, then scrolls it into view and focuses it', () => {
    const frames: (() => void)[] = []
    const block = document.createElement('div')
    block.tabIndex = -1
    document.body.append(block)
    const scrolled = vi.fn()
    block.scrollIntoView = scrolled
    const { send, parent } = run(
      revealFeedback(
        () => block,
        (next) => void frames.push(next),
      ),
    )
    send({ type: 'feedback.reveal' })
    // Not rendered yet: nothing happens until a frame shows its text.
    frames.shift()?.()
    expect(scrolled).not.toHaveBeenCalled()
    expect(document.activeElement).not.toBe(block)
    block.textContent = 'The minimum order is 100 cases.'
    frames.shift()?.()
    expect(scrolled).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(block)
    // Stopped (the screen left), a frame still due does nothing.
    send({ type: 'feedback.reveal' })
    parent.stop()
    frames.shift()?.()
    expect(scrolled).toHaveBeenCalledTimes(1)
    block.remove()
  })
})
