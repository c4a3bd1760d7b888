// What the homepage paints first: the welcome, and the carousel's room while the content loads.
// build/prerender-shell.tsx renders these same components at build time, so the pre-rendered
// homepage and the app's first render have the same text and boxes (decision 0315).

export function HomeWelcome({ title, body }: { readonly title: string; readonly body: string }) {
  return (
    <header className="home-page__header">
      <h1>{title}</h1>
      <p>{body}</p>
    </header>
  )
}

/** The carousel's room while the content loads: the columns below stay put (CLS, R-PERF-007). */
export function BannerRoom() {
  return (
    <div className="home-banner home-banner--reserved" aria-hidden="true">
      <div className="home-banner__image" />
      <div className="home-banner__dots">
        <span className="home-banner__dot" />
      </div>
    </div>
  )
}
