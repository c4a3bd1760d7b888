// One Q&A actor for a screen (the page or the drawer), with the app's request layer. The seeded
// threads come in the caller's language, so a change of language reads the history again.
import { useActorRef } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client'
import { inspect } from '../../lib/inspection'
import { provideQa, type QaClient } from './qa.wiring'

export function useQaActor(client: QaClient = api) {
  const { i18n } = useTranslation('qa')
  const [machine] = useState(() => provideQa(client))
  const actor = useActorRef(machine, { inspect })
  const language = useRef(i18n.language)
  useEffect(() => {
    if (language.current === i18n.language) return
    language.current = i18n.language
    actor.send({ type: 'history.reload' })
  }, [i18n.language, actor])
  return actor
}
