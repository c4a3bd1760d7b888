// The packing list's PDF export (R-CONF-019): idle, then exporting one file at a time.
//   exportPdf  api/ExportService/HtmlToPdf  { html, fileName } -> the saved file's name
import { assertEvent, fromPromise, setup } from 'xstate'

export const packingExportMachine = setup({
  types: {} as { events: { type: 'export'; html: string; fileName: string } },
  actors: {
    exportPdf: fromPromise<string, { html: string; fileName: string }>(() =>
      Promise.reject(new Error('exportPdf is provided by the feature')),
    ),
  },
}).createMachine({
  id: 'packingExport',
  initial: 'idle',
  states: {
    idle: { on: { export: { target: 'exporting' } } },
    exporting: {
      invoke: {
        src: 'exportPdf',
        input: ({ event }) => {
          assertEvent(event, 'export')
          return { html: event.html, fileName: event.fileName }
        },
        onDone: { target: 'idle' },
        // R-ERR-007: the request layer shows the failure's message.
        onError: { target: 'idle' },
      },
    },
  },
})
