// Saving a cart or a past order as a company template (R-TPL-001..004, decision 0366): the dialog
// loads the templates the user sees, so the name is checked before it is sent (R-TPL-002) and a
// cart may instead replace the lines of a template the user may change (R-TPL-004). A failed load
// leaves only "new" (the server checks the name anyway). Done when saved; closed when cancelled.
import { assign, fromPromise, setup } from 'xstate'
import type { OrderTemplate } from '../../api/contracts/template'
import { nameProblem, templateName, type NameProblem, type TemplateLine } from './templates.rules'

export type TemplateSource =
  | {
      readonly kind: 'cart'
      readonly customerCode: string
      readonly shippingAddressId: number | null
      readonly lines: readonly TemplateLine[]
    }
  | { readonly kind: 'order'; readonly orderId: number; readonly customerCode: string }

/**
 * The company a source's template will belong to, as far as the screen knows (R-TPL-001): the
 * company of a template of the same code, else the code itself (a main code is its own company);
 * the server decides it from the catalogue, and checks the name again.
 */
export const companyOfSource = (source: TemplateSource, templates: readonly OrderTemplate[]): string =>
  templates.find((t) => t.CustomerCode === source.customerCode)?.Company ?? source.customerCode

export type SaveRequest =
  | { readonly kind: 'new'; readonly name: string; readonly source: TemplateSource }
  | {
      readonly kind: 'replace'
      readonly templateId: number
      readonly source: TemplateSource & { kind: 'cart' }
    }

export interface SaveTemplateContext {
  readonly source: TemplateSource
  readonly templates: readonly OrderTemplate[]
  readonly name: string
  readonly mode: 'new' | 'replace'
  readonly replaceId: number | null
  readonly problem: NameProblem | null
  readonly saved: OrderTemplate | null
}

export type SaveTemplateEvent =
  | { type: 'name.type'; name: string }
  | { type: 'mode.set'; mode: 'new' | 'replace' }
  | { type: 'replace.choose'; templateId: number }
  | { type: 'save' }
  | { type: 'cancel' }

/** The templates whose lines this cart may replace: the company's, the user may change (R-TPL-004, R-TPL-005). */
export const replaceableOf = (context: Pick<SaveTemplateContext, 'source' | 'templates'>) =>
  context.source.kind === 'cart'
    ? context.templates.filter(
        (t) => t.CanChange && t.Company === companyOfSource(context.source, context.templates),
      )
    : []

export function saveProblemOf(context: SaveTemplateContext): NameProblem | null {
  if (context.mode === 'replace') return null
  const facts = context.templates.map((t) => ({ id: t.Id, name: t.Name, company: t.Company, author: '' }))
  return nameProblem(context.name, companyOfSource(context.source, context.templates), facts) ?? null
}

const requestOf = (context: SaveTemplateContext): SaveRequest =>
  context.mode === 'replace' && context.source.kind === 'cart' && context.replaceId !== null
    ? { kind: 'replace', templateId: context.replaceId, source: context.source }
    : { kind: 'new', name: templateName(context.name), source: context.source }

export const saveTemplateMachine = setup({
  types: {
    context: {} as SaveTemplateContext,
    events: {} as SaveTemplateEvent,
    input: {} as { source: TemplateSource },
    output: {} as { saved: OrderTemplate | null },
  },
  actors: {
    loadTemplates: fromPromise<readonly OrderTemplate[]>(async () => []),
    saveTemplate: fromPromise<OrderTemplate, SaveRequest>(async () => {
      throw new Error('saveTemplate is provided by the dialog')
    }),
  },
}).createMachine({
  id: 'save-template',
  context: ({ input }) => ({
    source: input.source,
    templates: [],
    name: '',
    mode: 'new',
    replaceId: null,
    problem: null,
    saved: null,
  }),
  initial: 'loading',
  on: { cancel: '.cancelled' },
  states: {
    loading: {
      invoke: {
        src: 'loadTemplates',
        onDone: { target: 'editing', actions: assign({ templates: ({ event }) => event.output }) },
        onError: 'editing',
      },
    },
    editing: {
      on: {
        'name.type': { actions: assign({ name: ({ event }) => event.name, problem: null }) },
        'mode.set': {
          guard: ({ context, event }) => event.mode === 'new' || replaceableOf(context).length > 0,
          actions: assign({
            mode: ({ event }) => event.mode,
            replaceId: ({ context, event }) =>
              event.mode === 'replace'
                ? (context.replaceId ?? replaceableOf(context)[0]!.Id)
                : context.replaceId,
            problem: null,
          }),
        },
        'replace.choose': {
          guard: ({ context, event }) => replaceableOf(context).some((t) => t.Id === event.templateId),
          actions: assign({ replaceId: ({ event }) => event.templateId }),
        },
        save: [
          {
            guard: ({ context }) => saveProblemOf(context) !== null,
            actions: assign({ problem: ({ context }) => saveProblemOf(context) }),
          },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      on: { cancel: {} },
      invoke: {
        src: 'saveTemplate',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: 'editing',
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ saved: context.saved }),
})
