import { describe, expect, it } from 'vitest'
import { createActor, setup } from 'xstate'
import { navigateTo, setNavigator } from './navigator'

describe('R-ERR-026 a machine-provided navigation', () => {
  it('runs after the transition that asked for it, so the guard reads the settled session', async () => {
    const seen: string[] = []
    const machine = setup({ actions: { go: () => navigateTo('/login') } }).createMachine({
      initial: 'in',
      states: { in: { on: { out: { target: 'out', actions: 'go' } } }, out: {} },
    })
    const actor = createActor(machine).start()
    setNavigator((to) => seen.push(`${to} from ${String(actor.getSnapshot().value)}`))
    actor.send({ type: 'out' })
    expect(seen).toEqual([])
    await Promise.resolve()
    expect(seen).toEqual(['/login from out'])
  })
})
