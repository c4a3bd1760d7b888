// The placeholder page for a route outside the shell (/changeorder): its own landmark and the
// language switch, as the standalone pages have.
import PlaceholderPage from '../features/placeholder/PlaceholderPage'
import { LanguageSwitch } from '../components/LanguageSwitch'

export default function StandalonePlaceholder() {
  return (
    <main className="standalone-page">
      <div className="standalone-page__language">
        <LanguageSwitch />
      </div>
      <PlaceholderPage />
    </main>
  )
}
