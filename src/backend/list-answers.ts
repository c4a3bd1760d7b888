// The order lists' encoded answers, kept until a row of one of their customers changes (decision
// 0388): a list page asked again (the same customers, statuses, filter, page and language) is
// answered with the text made the first time instead of walking, mapping and encoding its rows
// again. Whether it still holds is the index's stamp of those customers (`OrderRowIndex.stampOf`),
// which every change of their rows moves, so a kept text is the one a fresh answer would make
// (a property test compares both, R-SRV-017). Bounded: entries and characters, oldest out first.

/** An answer's text and its length in UTF-8 bytes (its Content-Length). */
export interface KeptAnswer {
  readonly text: string
  readonly bytes: number
}

interface Entry extends KeptAnswer {
  readonly stamp: string
}

/** At most this many answers are kept... */
const MAX_ANSWERS = 2_000
/** ...holding at most this many characters in all (a page of 100 rows is about 60,000). */
const MAX_CHARS = 16_000_000

export class ListAnswers {
  readonly #entries = new Map<string, Entry>()
  #chars = 0

  constructor(
    private readonly maxAnswers = MAX_ANSWERS,
    private readonly maxChars = MAX_CHARS,
  ) {}

  /** The answer kept for `key` while `stamp` is still the one it was made at. */
  get(key: string, stamp: string): KeptAnswer | undefined {
    const entry = this.#entries.get(key)
    if (entry === undefined) return undefined
    this.#forget(key, entry)
    if (entry.stamp !== stamp) return undefined
    // Asked again: it goes to the newest end, last to be let go.
    this.#entries.set(key, entry)
    this.#chars += entry.text.length
    return entry
  }

  keep(key: string, stamp: string, answer: KeptAnswer): void {
    const old = this.#entries.get(key)
    if (old !== undefined) this.#forget(key, old)
    if (answer.text.length > this.maxChars) return
    this.#entries.set(key, { ...answer, stamp })
    this.#chars += answer.text.length
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.maxAnswers && this.#chars <= this.maxChars) break
      this.#forget(oldest, entry)
    }
  }

  #forget(key: string, entry: Entry) {
    this.#entries.delete(key)
    this.#chars -= entry.text.length
  }
}
