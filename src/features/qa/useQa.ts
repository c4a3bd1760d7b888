// One Q&A actor for a screen (the page or the drawer), with the app's request layer.
import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { api } from '../../api/client'
import { inspect } from '../../lib/inspection'
import { provideQa, type QaClient } from './qa.wiring'

export function useQaActor(client: QaClient = api) {
  const [machine] = useState(() => provideQa(client))
  return useActorRef(machine, { inspect })
}
