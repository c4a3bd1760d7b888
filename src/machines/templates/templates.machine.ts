// The templates screen (R-TPL-008, decision 0366): the company's templates listed, one renamed
// or deleted at a time (delete after a confirmation), and "Order from template" handed to the
// page (it opens place order with the template). A name is checked by the rules file before it is
// sent; the server checks it again and its refusal is the request layer's toast.
import { assign, fromPromise, setup } from 'xstate'
import type { OrderTemplate } from '../../api/contracts/template'
import { nameProblem, templateName, type NameProblem } from './templates.rules'

export interface TemplatesContext {
  readonly templates: readonly OrderTemplate[]
  /** The template being renamed or deleted. */
  readonly target: number | null
  readonly name: string
  readonly problem: NameProblem | null
}

export type TemplatesEvent =
  | { type: 'retry' }
  | { type: 'rename.start'; templateId: number }
  | { type: 'rename.type'; name: string }
  | { type: 'rename.save' }
  | { type: 'rename.cancel' }
  | { type: 'delete.start'; templateId: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'order'; templateId: number }

const factsOf = (templates: readonly OrderTemplate[]) =>
  templates.map((t) => ({ id: t.Id, name: t.Name, company: t.Company, author: '' }))

/** Why the typed name cannot be the target's, or null. */
export function renameProblemOf(context: TemplatesContext): NameProblem | null {
  const target = context.templates.find((t) => t.Id === context.target)
  if (target === undefined) return null
  return nameProblem(context.name, target.Company, factsOf(context.templates), target.Id) ?? null
}

const changeable = ({ context }: { context: TemplatesContext }, id: number) =>
  context.templates.some((t) => t.Id === id && t.CanChange)

export const templatesMachine = setup({
  types: { context: {} as TemplatesContext, events: {} as TemplatesEvent },
  actors: {
    loadTemplates: fromPromise<readonly OrderTemplate[]>(async () => []),
    renameTemplate: fromPromise<OrderTemplate, { templateId: number; name: string }>(async () => {
      throw new Error('renameTemplate is provided by the screen')
    }),
    deleteTemplate: fromPromise<unknown, { templateId: number }>(async () => undefined),
  },
  actions: {
    /** Opens place order with the template (the page's router). */
    orderFrom: (_, _params: { templateId: number }) => {},
  },
}).createMachine({
  id: 'templates',
  context: { templates: [], target: null, name: '', problem: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadTemplates',
        onDone: { target: 'ready', actions: assign({ templates: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'rename.start': {
              guard: ({ context, event }) => changeable({ context }, event.templateId),
              target: 'renaming',
              actions: assign({
                target: ({ event }) => event.templateId,
                name: ({ context, event }) => context.templates.find((t) => t.Id === event.templateId)!.Name,
                problem: null,
              }),
            },
            'delete.start': {
              guard: ({ context, event }) => changeable({ context }, event.templateId),
              target: 'confirmingDelete',
              actions: assign({ target: ({ event }) => event.templateId }),
            },
            order: {
              actions: { type: 'orderFrom', params: ({ event }) => ({ templateId: event.templateId }) },
            },
          },
        },
        renaming: {
          on: {
            'rename.type': { actions: assign({ name: ({ event }) => event.name, problem: null }) },
            'rename.cancel': 'idle',
            'rename.save': [
              {
                guard: ({ context }) => renameProblemOf(context) !== null,
                actions: assign({ problem: ({ context }) => renameProblemOf(context) }),
              },
              { target: 'savingName' },
            ],
          },
        },
        savingName: {
          invoke: {
            src: 'renameTemplate',
            input: ({ context }) => ({ templateId: context.target!, name: templateName(context.name) }),
            onDone: {
              target: 'idle',
              actions: assign({
                templates: ({ context, event }) =>
                  context.templates.map((t) => (t.Id === event.output.Id ? event.output : t)),
                target: null,
              }),
            },
            onError: 'renaming',
          },
        },
        confirmingDelete: { on: { 'delete.confirm': 'deleting', 'delete.cancel': 'idle' } },
        deleting: {
          invoke: {
            src: 'deleteTemplate',
            input: ({ context }) => ({ templateId: context.target! }),
            onDone: {
              target: 'idle',
              actions: assign({
                templates: ({ context }) => context.templates.filter((t) => t.Id !== context.target),
                target: null,
              }),
            },
            onError: 'idle',
          },
        },
      },
    },
  },
})
