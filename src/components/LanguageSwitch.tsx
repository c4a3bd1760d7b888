// The EN/VI switch (R-SHELL-017); also shown on the login page. Plain buttons in PrimeReact's
// SelectButton classes (the theme's look), so the login page loads no PrimeReact JavaScript
// (decision 0251); each button says whether it is the active language (aria-pressed).
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '../i18n'

/**
 * A phone's top bar shows only the language the switch goes to (decision 0363): the pressed button
 * hides once its language is the page's, so the focus moves to the one still shown, not to the page.
 */
function keepFocusInGroup(group: HTMLElement | null) {
  const focused = document.activeElement
  if (group === null || !(focused instanceof HTMLElement) || !group.contains(focused)) return
  if (focused.getClientRects().length > 0) return
  const shown = [...group.querySelectorAll('button')].find((button) => button.getClientRects().length > 0)
  shown?.focus()
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common')
  const group = useRef<HTMLDivElement>(null)
  // After the switch has drawn the new language (the pressed button may be hidden now).
  useEffect(() => keepFocusInGroup(group.current), [i18n.language])
  return (
    <div
      ref={group}
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
