// Whether a request Schema bounds everything a caller can send (decision 0140): every number has a
// lowest and a highest value, every text a longest length (or a fixed format), every list a
// largest size. A request over a bound is refused by its Schema before any handler runs it. The
// contract tests walk each request Schema with this; used by tests only.
import type { Shape } from './shape'

/**
 * A pattern that fixes a text's length by itself: anchored at both ends and without an open
 * repetition (`*`, `+`, `{n,}`), as the date formats are.
 */
const fixesLength = (pattern: RegExp) =>
  pattern.source.startsWith('^') && pattern.source.endsWith('$') && !/[*+]|\{\d+,\}/.test(pattern.source)

/** Why a shape is not bounded, or undefined when it is. */
function unboundedReason(shape: Shape): string | undefined {
  switch (shape.kind) {
    case 'string':
      return shape.maxLength !== undefined || shape.patterns.some(fixesLength)
        ? undefined
        : 'text without a maximum length'
    case 'number': {
      const low = shape.minimum ?? shape.exclusiveMinimum
      const high = shape.maximum ?? shape.exclusiveMaximum
      return low === undefined || high === undefined
        ? 'number without a lowest and a highest value'
        : undefined
    }
    case 'array':
      return shape.maxItems === undefined ? 'list without a maximum size' : undefined
    case 'unknown':
      return 'a value of any type'
    default:
      return undefined
  }
}

/** Each place in `shape` a caller could send without a bound, as `path: why`. */
export function unboundedPlaces(shape: Shape, path = ''): string[] {
  const here = unboundedReason(shape)
  const own = here === undefined ? [] : [`${path || '(root)'}: ${here}`]
  switch (shape.kind) {
    case 'object':
      return shape.fields.flatMap((f) => unboundedPlaces(f.shape, path ? `${path}.${f.name}` : f.name))
    case 'nullable':
      return unboundedPlaces(shape.of, path)
    case 'union':
      return shape.of.flatMap((member) => unboundedPlaces(member, path))
    case 'array':
      return [...own, ...unboundedPlaces(shape.item, `${path}[]`)]
    default:
      return own
  }
}
