// A section's labelled values as a description list; an empty value shows a dash.
import type { ReactNode } from 'react'

export interface DetailField {
  readonly label: string
  readonly value: ReactNode
}

export function DetailFields({ fields }: { readonly fields: readonly DetailField[] }) {
  return (
    <dl className="order-detail__fields">
      {fields.map((field) => (
        <div key={field.label} className="order-detail__field">
          <dt>{field.label}</dt>
          <dd>{field.value === null || field.value === '' ? '—' : field.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A section: its heading and content, named by the heading. */
export function DetailSection(props: {
  readonly id: string
  readonly title: string
  readonly children: ReactNode
}) {
  return (
    <section className="order-detail__section" aria-labelledby={props.id}>
      <h3 id={props.id}>{props.title}</h3>
      {props.children}
    </section>
  )
}
