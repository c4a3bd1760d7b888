// The OpenAPI 3.1 description of the API, generated from the contracts (decision 0274): the same
// Schemas the client encodes with and the backend decodes with, so it cannot drift. GET and
// DELETE take query parameters (their wire form: strings), `:name` path segments are path
// parameters, JSON bodies and multipart uploads are request bodies, and every JSON answer is the
// envelope around the endpoint's `data`; file endpoints answer the file itself.
import { JSONSchema, SchemaAST } from 'effect'
import { endpointGroups } from '../src/api/contracts'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../src/api/contracts/idempotency'
import {
  LAST_EVENT_ID_HEADER,
  LAST_EVENT_ID_MAX_LENGTH,
  LIVE_EVENTS_PATH,
  LOG_POSITION_HEADER,
  LiveEvent,
} from '../src/api/contracts/live'
import type { Endpoint } from '../src/api/endpoint'

type Json = JSONSchema.JsonSchema7
type Definitions = Record<string, Json>

const DEFINITION_PATH = '#/components/schemas/'

/** The content types a file endpoint may answer. */
const FILE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'image/png',
  'image/jpeg',
]

function schemaOf(ast: SchemaAST.AST, definitions: Definitions): Json {
  try {
    return JSONSchema.fromAST(ast, { definitions, definitionPath: DEFINITION_PATH, target: 'openApi3.1' })
  } catch {
    // A declared type without a JSON form (an uploaded File): described as bytes.
    return { type: 'string', format: 'binary' } as Json
  }
}

/** An optional field's type without its `undefined` member (absent, not `undefined`, on the wire). */
function present(ast: SchemaAST.AST): SchemaAST.AST {
  if (ast._tag !== 'Union') return ast
  const members = ast.types.filter((member) => member._tag !== 'UndefinedKeyword')
  return members.length === 1 ? members[0]! : SchemaAST.Union.make(members, ast.annotations)
}

/** The request's top-level fields, each with its JSON Schema and whether it is required. */
function fieldsOf(endpoint: Endpoint, definitions: Definitions) {
  const encoded = SchemaAST.encodedAST(endpoint.request.ast)
  const struct = encoded._tag === 'TypeLiteral' ? encoded : undefined
  const decoded = endpoint.request.ast._tag === 'TypeLiteral' ? endpoint.request.ast.propertySignatures : []
  return (struct?.propertySignatures ?? []).map((field) => {
    // What the wire's string stands for (a date, the start or end of a range, a number), from
    // the decoded type's own name and description, so a filter's meaning survives the encoding.
    const meaning = decoded.find((d) => d.name === field.name)
    const type = meaning === undefined ? undefined : present(meaning.type)
    const named =
      type === undefined
        ? []
        : [SchemaAST.getIdentifierAnnotation(type), SchemaAST.getDescriptionAnnotation(type)]
    const description = named.flatMap((option) => (option._tag === 'Some' ? [option.value] : [])).join(': ')
    const schema = schemaOf(present(field.type), definitions)
    return {
      name: String(field.name),
      required: !field.isOptional,
      schema: description === '' ? schema : ({ ...schema, description } as Json),
    }
  })
}

/** Every write takes an optional `Idempotency-Key` (R-API-046..050, decision 0356). */
const idempotencyKey = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'Sent again with a retry of the same write, the write is done once and the first answer is answered again (a day per session); the same key with another body is refused.',
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
}

const pathParamsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!)

/** Every answer names the log position its data is at least as new as (R-LIVE-011). */
const logPositionHeader = {
  [LOG_POSITION_HEADER]: {
    description:
      'The event log position this answer’s data is at least as new as; a first live stream resumes from it (`Last-Event-ID`).',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
}

const envelope = (data: unknown) => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'integer' }, message: { type: 'string' }, data },
})

function operationOf(endpoint: Endpoint, definitions: Definitions) {
  const inPath = new Set(pathParamsOf(endpoint.path))
  const fields = fieldsOf(endpoint, definitions)
  const queried = endpoint.method === 'GET' || endpoint.method === 'DELETE'
  const parameters = [
    ...fields
      .filter((f) => inPath.has(f.name) || queried)
      .map((f) => ({
        name: f.name,
        in: inPath.has(f.name) ? 'path' : 'query',
        required: inPath.has(f.name) || f.required,
        schema: f.schema,
      })),
    ...(endpoint.method === 'GET' ? [] : [idempotencyKey]),
  ]
  const bodyFields = queried ? [] : fields.filter((f) => !inPath.has(f.name))
  const body = {
    type: 'object',
    required: bodyFields.filter((f) => f.required).map((f) => f.name),
    properties: Object.fromEntries(bodyFields.map((f) => [f.name, f.schema])),
    additionalProperties: false,
  }
  const requestBody = queried
    ? undefined
    : {
        required: true,
        content: {
          [endpoint.kind === 'multipart' ? 'multipart/form-data' : 'application/json']: { schema: body },
        },
      }
  const answer =
    endpoint.kind === 'file'
      ? {
          description: 'The file; its name in Content-Disposition. A refusal answers the envelope as JSON.',
          content: {
            ...Object.fromEntries(
              FILE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
            ),
            'application/json': { schema: envelope({}) },
          },
        }
      : {
          description: 'The envelope: code 0 and `data`, or a non-zero code and the message.',
          content: { 'application/json': { schema: envelope(schemaOf(endpoint.response.ast, definitions)) } },
        }
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody === undefined ? {} : { requestBody }),
    responses: { '200': { ...answer, headers: logPositionHeader } },
  }
}

/** `GET /api/events`: the live updates, Server-Sent Events, not an envelope call (decision 0375). */
function liveEventsOperation(definitions: Definitions) {
  return {
    operationId: 'LiveEvents',
    summary:
      'The session’s live updates as Server-Sent Events: each event’s `id` is a log position, its `event` the kind, its `data` one LiveEvent as JSON. Send the token in the `Token` header (EventSource cannot; read it with fetch). A heartbeat comment comes every 15 s; `ended` closes the stream.',
    parameters: [
      {
        name: LAST_EVENT_ID_HEADER,
        in: 'header',
        required: false,
        description:
          'Resume after this position: what was missed is sent first, or `resync` when it is too far back or no position.',
        schema: { type: 'string', maxLength: LAST_EVENT_ID_MAX_LENGTH },
      },
    ],
    responses: {
      '200': {
        description: 'The stream; each `data:` line is a LiveEvent.',
        content: { 'text/event-stream': { schema: schemaOf(LiveEvent.ast, definitions) } },
      },
      '429': {
        description: 'The session holds as many streams as it may (code 4290).',
        content: { 'application/json': { schema: envelope({}) } },
      },
    },
  }
}

/** The whole document. */
export function openApiDocument() {
  const definitions: Definitions = {}
  const paths: Record<string, Record<string, unknown>> = {}
  const tags: { name: string }[] = [
    ...endpointGroups.map((group) => ({ name: group.title })),
    { name: 'Live updates' },
  ]
  for (const group of endpointGroups)
    for (const endpoint of group.endpoints as readonly Endpoint[]) {
      const path = '/' + endpoint.path.replace(/:(\w+)/g, '{$1}')
      paths[path] = {
        ...paths[path],
        [endpoint.method.toLowerCase()]: { tags: [group.title], ...operationOf(endpoint, definitions) },
      }
    }
  paths[`/${LIVE_EVENTS_PATH}`] = { get: { tags: ['Live updates'], ...liveEventsOperation(definitions) } }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ordering portal API',
      version: '1.0.0',
      description:
        'Generated from the contracts (src/api/contracts). Sign in with api/Login and send the token as `Authorization: Bearer <token>` and `Token: <token>`.',
    },
    tags,
    paths,
    components: {
      schemas: definitions,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  }
}

/** The document as `npm run openapi` (its test) writes it. @test */
export const openApiText = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`
