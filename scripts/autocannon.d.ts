// The part of autocannon 9 (which ships no types) that scripts/bench-server.ts uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  namespace autocannon {
    interface Request {
      method?: string
      path?: string
      headers?: Record<string, string>
      body?: string
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
    }
    interface Options {
      url: string
      connections?: number
      duration?: number
      requests?: Request[]
    }
    interface Result {
      requests: { total: number }
      errors: number
      timeouts: number
    }
    interface Instance extends EventEmitter, PromiseLike<Result> {
      on(
        event: 'response',
        listener: (client: unknown, status: number, bytes: number, ms: number) => void,
      ): this
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance
  export default autocannon
}
