// Test kit: a module whose component counts its renders, so that a test can tell which changes
// render it again (decision 0323). A test file swaps the module for it, e.g.
//   vi.mock('primereact/calendar', async (actual) =>
//     (await import('../../test/counted-renders')).countingModule(await actual(), 'Calendar'))
// and reads `renders.get('Calendar')`. The stand-in is not memoised: it renders whenever its
// parent renders it, as the component it stands for would.
import { createElement, forwardRef, type ComponentType } from 'react'

/** Renders per counted component, by the name it is exported under. */
export const renders = new Map<string, number>()

/**
 * Renders per counted component and instance, `name` then `keyOf(props)` (a product's code, a
 * button's label): which rows of a list rendered again (decision 0392).
 */
export const keyedRenders = new Map<string, Map<string, number>>()

/** The instances of `name` that rendered since the counts were cleared, sorted. */
export const renderedKeys = (name: string): string[] => [...(keyedRenders.get(name)?.keys() ?? [])].sort()

/**
 * `actual` with its component `name` counting the renders for which `counts(props)` holds, and,
 * with `keyOf`, the renders of each instance apart.
 */
export function countingModule<M extends object>(
  actual: M,
  name: keyof M & string,
  counts: (props: Record<string, unknown>) => boolean = () => true,
  keyOf?: (props: Record<string, unknown>) => string,
): M {
  const Actual = actual[name] as ComponentType<Record<string, unknown>>
  const Counted = forwardRef<unknown, Record<string, unknown>>(function Counted(props, ref) {
    if (counts(props)) {
      renders.set(name, (renders.get(name) ?? 0) + 1)
      if (keyOf !== undefined) {
        const byKey = keyedRenders.get(name) ?? new Map<string, number>()
        byKey.set(keyOf(props), (byKey.get(keyOf(props)) ?? 0) + 1)
        keyedRenders.set(name, byKey)
      }
    }
    return createElement(Actual, { ...props, ref })
  })
  return { ...actual, [name]: Counted }
}

/**
 * The portal's InputText module (decision 0390) counting the order lists' day fields, the only
 * text fields typed with a numeric keyboard:
 *   vi.mock('../../components/InputText', async (actual) =>
 *     (await import('../../test/counted-renders')).countingDayFields(await actual()))
 */
export const countingDayFields = (actual: object) =>
  countingModule(actual as Record<string, unknown>, 'InputText', (props) => props.inputMode === 'numeric')

/** How many times a day field has rendered so far. */
export const dayFieldRenders = () => renders.get('InputText') ?? 0
