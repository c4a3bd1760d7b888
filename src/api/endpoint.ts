// An endpoint = method + path + one Schema for the request and one for the response's `data`.
// The client encodes/decodes with them; the mock backend decodes requests with the same ones.
import { Schema } from 'effect'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type EndpointKind = 'json' | 'multipart' | 'file'

export interface Endpoint<Req = any, ReqEncoded = any, Res = any, ResEncoded = any> {
  /** Unique name, `Group.Action`, used in messages and docs. */
  readonly name: string
  readonly method: HttpMethod
  /** Relative to the API base, e.g. 'api/Order/Get'. */
  readonly path: string
  readonly request: Schema.Schema<Req, ReqEncoded>
  /** Schema of the envelope's `data`; for `file` endpoints it describes nothing and is Unknown. */
  readonly response: Schema.Schema<Res, ResEncoded>
  readonly kind: EndpointKind
  readonly summary: string
  /**
   * The caller shows the server's refusal (a non-zero code) itself, beside its form: the request
   * layer then neither toasts it nor reads an auth code as the end of a session. Login's 4011 is
   * the form's answer, not an ended session (one event, one message: R-ERR-026, decision 0048).
   */
  readonly callerShowsRefusal?: true
}

export function defineEndpoint<Req, ReqEncoded, Res, ResEncoded>(
  def: Omit<Endpoint<Req, ReqEncoded, Res, ResEncoded>, 'kind'> & { readonly kind?: EndpointKind },
): Endpoint<Req, ReqEncoded, Res, ResEncoded> {
  return { kind: 'json', ...def }
}

/** Endpoints that take no parameters. */
export const NoInput = Schema.Struct({})

/**
 * The envelope every JSON answer carries (R-API-001): code, message (sometimes `Message`), data.
 * `data` is decoded separately, with the endpoint's own Schema, once the code says success.
 */
export const Envelope = Schema.Struct({
  code: Schema.Number,
  message: Schema.optional(Schema.NullOr(Schema.String)),
  Message: Schema.optional(Schema.NullOr(Schema.String)),
  data: Schema.optional(Schema.Unknown),
})
export type Envelope = Schema.Schema.Type<typeof Envelope>

export const envelopeMessage = (e: Envelope): string | undefined => e.message ?? e.Message ?? undefined
