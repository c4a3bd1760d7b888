// The EN/VI switch (R-SHELL-017); also shown on the login page. Plain buttons in PrimeReact's
// SelectButton classes (the theme's look), so the login page loads no PrimeReact JavaScript
// (decision 0251); each button says whether it is the active language (aria-pressed).
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '../i18n'

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common')
  return (
    <div
      className="p-selectbutton p-buttonset p-component language-switch"
      role="group"
      aria-label={t('language.switchTo')}
    >
      {LANGUAGES.map((lng) => {
        const active = i18n.language === lng
        return (
          <button
            key={lng}
            type="button"
            className={`p-button p-component${active ? ' p-highlight' : ''}`}
            aria-pressed={active}
            // Read by the pre-rendered login page's script before the app runs (decision 0252).
            data-language={lng}
            title={t(`language.${lng}`)}
            onClick={() => {
              if (!active) void i18n.changeLanguage(lng)
            }}
          >
            <span className="p-button-label" lang={lng}>
              {lng.toUpperCase()}
            </span>
          </button>
        )
      })}
    </div>
  )
}
