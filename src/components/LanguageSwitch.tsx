// The EN/VI switch (spec §2 top bar); also shown on the login page.
import { SelectButton } from 'primereact/selectbutton'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, isLanguage } from '../i18n'

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common')
  const options = LANGUAGES.map((lng) => ({
    value: lng,
    label: lng.toUpperCase(),
    title: t(`language.${lng}`),
  }))
  return (
    <SelectButton
      className="language-switch"
      aria-label={t('language.switchTo')}
      value={i18n.language}
      options={options}
      optionLabel="label"
      optionValue="value"
      allowEmpty={false}
      itemTemplate={(option: (typeof options)[number]) => (
        <span lang={option.value} title={option.title}>
          {option.label}
        </span>
      )}
      onChange={(e) => {
        if (isLanguage(e.value)) void i18n.changeLanguage(e.value)
      }}
    />
  )
}
