// A reader of the Server-Sent Events format (the HTML standard's "event stream"), for a stream the
// client reads with fetch (decision 0375: EventSource cannot send the session's Token header).
// Fed text as it arrives, it hands on each whole event: its id, name and data lines joined.
// Comments (the heartbeat), `retry:` and unknown fields are skipped; a line longer than `maxLine`
// is dropped with the rest of its event, so a stream cannot grow the buffer without end.

export interface SseFrame {
  readonly id: string | undefined
  readonly event: string
  readonly data: string
}

export function createSseParser(onFrame: (frame: SseFrame) => void, maxLine = 4096) {
  let buffer = ''
  let id: string | undefined
  let event = ''
  let data: string[] = []
  let broken = false

  function dispatch() {
    if (!broken && data.length > 0) onFrame({ id, event: event || 'message', data: data.join('\n') })
    id = undefined
    event = ''
    data = []
    broken = false
  }

  function line(text: string) {
    if (text === '') return dispatch()
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon < 0 ? text : text.slice(0, colon)
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '')
    if (field === 'id') id = value
    else if (field === 'event') event = value
    else if (field === 'data') data.push(value)
  }

  return {
    /** More text of the stream. */
    push(text: string) {
      buffer += text
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/)
        // A CR last may be the first half of a CRLF: wait for the next text.
        if (end < 0 || (end === buffer.length - 1 && buffer[end] === '\r')) break
        const text = buffer.slice(0, end)
        buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1))
        if (text.length > maxLine) broken = true
        else line(text)
      }
      if (buffer.length > maxLine) {
        buffer = ''
        broken = true
      }
    },
  }
}
