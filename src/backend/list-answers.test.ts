// The kept list answers are bounded (decision 0388): by count and by characters, the least
// recently asked let go first, and an answer whose stamp moved is never given.
import { describe, expect, it } from 'vitest'
import { ListAnswers } from './list-answers'

const answer = (text: string) => ({ text, bytes: text.length })

describe('R-SRV-017 the kept list answers: bounded, least recently asked out first, never past their stamp', () => {
  it('keeps at most its count of answers, letting go of the one asked least recently', () => {
    const kept = new ListAnswers(2, 1_000)
    kept.keep('a', 's', answer('A'))
    kept.keep('b', 's', answer('B'))
    expect(kept.get('a', 's')?.text).toBe('A')
    kept.keep('c', 's', answer('C'))
    expect(kept.get('b', 's')).toBeUndefined()
    expect([kept.get('a', 's')?.text, kept.get('c', 's')?.text]).toEqual(['A', 'C'])
  })

  it('keeps at most its characters, and no answer longer than all of them', () => {
    const kept = new ListAnswers(10, 10)
    kept.keep('a', 's', answer('xxxx'))
    kept.keep('b', 's', answer('yyyy'))
    kept.keep('c', 's', answer('zzzz'))
    expect(kept.get('a', 's')).toBeUndefined()
    expect([kept.get('b', 's')?.text, kept.get('c', 's')?.text]).toEqual(['yyyy', 'zzzz'])
    kept.keep('d', 's', answer('w'.repeat(11)))
    expect(kept.get('d', 's')).toBeUndefined()
    expect(kept.get('c', 's')?.text).toBe('zzzz')
  })

  it('gives no answer made at another stamp, and forgets it', () => {
    const kept = new ListAnswers()
    kept.keep('a', '1:0', answer('old'))
    expect(kept.get('a', '1:1')).toBeUndefined()
    expect(kept.get('a', '1:0')).toBeUndefined()
    kept.keep('a', '1:1', answer('new'))
    expect([kept.get('a', '1:1')?.text, kept.get('a', '1:1')?.bytes]).toEqual(['new', 3])
  })
})
