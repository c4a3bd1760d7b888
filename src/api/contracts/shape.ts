// A plain description of a Schema's decoded side, read from its AST: what docs/api.md renders and
// what the contract tests mutate into bad inputs. Transformations are followed to their decoded
// side (a query string that carries an integer reads as that integer); refinements become
// constraints through their JSON Schema annotations.
import { Option, SchemaAST as AST } from 'effect'

export interface Field {
  readonly name: string
  readonly optional: boolean
  readonly shape: Shape
  readonly description: string | undefined
}

interface Meta {
  /** The Schema's identifier, when it is one of ours (entities and wire types). */
  readonly name?: string | undefined
  readonly description?: string | undefined
}

export type Shape = Meta &
  (
    | {
        readonly kind: 'string'
        readonly minLength?: number
        readonly maxLength?: number
        readonly patterns: readonly RegExp[]
      }
    | {
        readonly kind: 'number'
        readonly integer: boolean
        readonly minimum?: number
        readonly maximum?: number
        readonly exclusiveMinimum?: number
        readonly exclusiveMaximum?: number
      }
    | { readonly kind: 'boolean' }
    | { readonly kind: 'literal'; readonly values: readonly AST.LiteralValue[] }
    | { readonly kind: 'nullable'; readonly of: Shape }
    | { readonly kind: 'union'; readonly of: readonly Shape[] }
    | { readonly kind: 'array'; readonly item: Shape; readonly minItems?: number; readonly maxItems?: number }
    | { readonly kind: 'object'; readonly fields: readonly Field[] }
    | { readonly kind: 'file' }
    | { readonly kind: 'unknown' }
  )

/** effect's own identifiers: they name a building block, not one of our types. */
const BUILT_IN_IDENTIFIERS = new Set([
  'Int',
  'NonNegativeInt',
  'NonEmptyString',
  'NonEmptyTrimmedString',
  'Trimmed',
  'NumberFromString',
  'BooleanFromString',
])

const identifierOf = (ast: AST.Annotated): string | undefined => {
  const id = Option.getOrUndefined(AST.getIdentifierAnnotation(ast))
  return id === undefined || BUILT_IN_IDENTIFIERS.has(id) ? undefined : id
}

const withMeta = (shape: Shape, ast: AST.AST): Shape => {
  const name = identifierOf(ast)
  if (name === undefined) return shape
  return { ...shape, name, description: Option.getOrUndefined(AST.getDescriptionAnnotation(ast)) }
}

type Constraints = Record<string, unknown>

function constrain(shape: Shape, c: Constraints): Shape {
  const num = (key: string) => (typeof c[key] === 'number' ? { [key]: c[key] as number } : {})
  switch (shape.kind) {
    case 'number':
      return {
        ...shape,
        integer: shape.integer || c.type === 'integer',
        ...num('minimum'),
        ...num('maximum'),
        ...num('exclusiveMinimum'),
        ...num('exclusiveMaximum'),
      }
    case 'string':
      return {
        ...shape,
        ...num('minLength'),
        ...num('maxLength'),
        patterns: typeof c.pattern === 'string' ? [...shape.patterns, new RegExp(c.pattern)] : shape.patterns,
      }
    case 'array':
      return { ...shape, ...num('minItems'), ...num('maxItems') }
    default:
      return shape
  }
}

function fieldsOf(ast: AST.TypeLiteral): Field[] {
  return ast.propertySignatures.map((ps) => ({
    name: String(ps.name),
    optional: ps.isOptional,
    shape: shapeOf(ps.type),
    description: Option.getOrUndefined(AST.getDescriptionAnnotation(ps)),
  }))
}

function unionShape(ast: AST.Union): Shape {
  // An optional field's type is `T | undefined`: absence is the field's business, not the type's.
  const members = ast.types.filter((t) => !AST.isUndefinedKeyword(t))
  if (members.length > 0 && members.every(AST.isLiteral)) {
    const values = members.map((m) => m.literal)
    if (!values.includes(null)) return { kind: 'literal', values }
  }
  const isNull = (t: AST.AST) => AST.isLiteral(t) && t.literal === null
  const rest = members.filter((t) => !isNull(t))
  if (rest.length === 1 && rest.length < members.length) return { kind: 'nullable', of: shapeOf(rest[0]!) }
  if (members.length === 1) return shapeOf(members[0]!)
  return { kind: 'union', of: members.map(shapeOf) }
}

/** The decoded side of `ast` as a Shape. */
export function shapeOf(ast: AST.AST): Shape {
  return withMeta(baseShape(ast), ast)
}

function baseShape(ast: AST.AST): Shape {
  switch (ast._tag) {
    case 'Refinement': {
      const c = Option.getOrUndefined(AST.getJSONSchemaAnnotation(ast)) as Constraints | undefined
      const from = shapeOf(ast.from)
      if (!c) return from
      // A further check makes a different type: the inner name would no longer be true.
      const { name: _name, description: _description, ...unnamed } = from
      return constrain(unnamed as Shape, c)
    }
    case 'Transformation':
      return shapeOf(ast.to)
    case 'TypeLiteral':
      return { kind: 'object', fields: fieldsOf(ast) }
    case 'TupleType': {
      const item = ast.rest[0]?.type ?? ast.elements[0]?.type
      return {
        kind: 'array',
        item: item ? shapeOf(item) : { kind: 'unknown' },
        ...(ast.elements.length > 0 ? { minItems: ast.elements.length } : {}),
      }
    }
    case 'Union':
      return unionShape(ast)
    case 'Literal':
      return { kind: 'literal', values: [ast.literal] }
    case 'StringKeyword':
    case 'TemplateLiteral':
      return { kind: 'string', patterns: [] }
    case 'NumberKeyword':
      return { kind: 'number', integer: false }
    case 'BooleanKeyword':
      return { kind: 'boolean' }
    case 'Declaration':
      return { kind: 'file' }
    case 'Suspend':
      return shapeOf(ast.f())
    default:
      return { kind: 'unknown' }
  }
}
