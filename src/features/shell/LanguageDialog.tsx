// The language dialog of the top bar (R-SHELL-017): choosing a language applies it at once
// everywhere and remembers it (the language cookie survives logout and reset).
import { Dialog } from 'primereact/dialog'
import { RadioButton } from 'primereact/radiobutton'
import '../../components/prime-locale'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { isLanguage, LANGUAGES } from '../../i18n'

export function LanguageDialog({
  visible,
  onHide,
}: {
  readonly visible: boolean
  readonly onHide: () => void
}) {
  const { t, i18n } = useTranslation('shell')
  const id = useId()
  return (
    <Dialog
      header={t('language.dialogTitle')}
      visible={visible}
      onHide={onHide}
      modal
      dismissableMask
      className="language-dialog"
    >
      <fieldset className="settings-fieldset">
        <legend>{t('language.choose')}</legend>
        {LANGUAGES.map((lng) => (
          <div key={lng} className="settings-radio">
            <RadioButton
              inputId={`${id}-${lng}`}
              name="language"
              value={lng}
              checked={i18n.language === lng}
              onChange={(e) => {
                if (isLanguage(e.value)) void i18n.changeLanguage(e.value)
              }}
            />
            <label htmlFor={`${id}-${lng}`} lang={lng}>
              {t(`common:language.${lng}`)}
            </label>
          </div>
        ))}
      </fieldset>
    </Dialog>
  )
}
