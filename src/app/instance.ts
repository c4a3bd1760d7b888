// The one running set of app actors (import this, not actors.ts, from components).
import './toast-queue'
import { createAppActors } from './actors'

export const appActors = createAppActors()
appActors.start()
