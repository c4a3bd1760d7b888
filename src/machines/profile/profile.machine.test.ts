// The profile machine (decision 0242): it loads, shows a failure, and reloads on request.
import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { profileMachine, type ProfileData, type ProfileInput } from './profile.machine'

const PROFILE = { account: { CustomerCode: 'C1001' } } as unknown as ProfileData

describe('R-PROF-001 the profile loads, fails, and reloads', () => {
  it('for any sequence of answers, each ends in ready or failed as answered, and reload asks again', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }), async (answers) => {
        let call = 0
        const inputs: ProfileInput[] = []
        const actor = createActor(
          profileMachine.provide({
            actors: {
              loadProfile: fromPromise<ProfileData, ProfileInput>(async ({ input }) => {
                inputs.push(input)
                if (!answers[call++]) throw new Error('refused')
                return PROFILE
              }),
            },
          }),
          { input: { customerCodes: ['C1001', 'C1001-01'] } },
        ).start()
        for (const answer of answers) {
          const s = await waitFor(actor, (snap) => !snap.matches('loading'))
          expect(s.matches(answer ? 'ready' : 'failed')).toBe(true)
          if (answer) expect(s.context.profile).toBe(PROFILE)
          actor.send({ type: 'profile.reload' })
        }
        expect(inputs).toHaveLength(answers.length + 1)
        expect(inputs.every((i) => i.customerCodes.join() === 'C1001,C1001-01')).toBe(true)
        actor.stop()
      }),
      { numRuns: 20 },
    )
  })
})
