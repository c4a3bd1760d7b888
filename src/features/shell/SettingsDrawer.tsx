// The settings drawer (R-SHELL-010; ours in English and Vietnamese, the original's is a Chinese
// leftover): tags view, sidebar logo, vertical or horizontal layout, and the state inspector.
import { useSelector } from '@xstate/react'
import { Button } from '../../components/Button'
import { Checkbox } from '../../components/Checkbox'
import { RadioButton } from 'primereact/radiobutton'
import '../../components/prime-locale'
import { ModalDrawer } from '../../components/ModalDrawer'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { startInspector } from '../../lib/inspection'
import type { layoutMachine } from '../../machines/layout/layout.machine'
import type { LayoutMode, Settings } from '../../machines/layout/layout.rules'

export type LayoutActor = ActorRefFrom<typeof layoutMachine>

export function SettingsDrawer({ actor }: { readonly actor: LayoutActor }) {
  const { t } = useTranslation('shell')
  const id = useId()
  const open = useSelector(actor, (s) => s.context.settingsOpen)
  const settings = useSelector(actor, (s) => s.context.settings)
  const change = (patch: Partial<Settings>) => actor.send({ type: 'settings.change', settings: patch })
  const toggle = (key: 'tagsView' | 'sidebarLogo' | 'inspector', hint?: string) => (
    <div className="settings-row">
      <label htmlFor={`${id}-${key}`}>{t(`settings.${key}`)}</label>
      <Checkbox
        inputId={`${id}-${key}`}
        checked={settings[key]}
        aria-describedby={hint ? `${id}-${key}-hint` : undefined}
        onChange={(e) => change({ [key]: e.checked === true })}
      />
      {hint ? (
        <small id={`${id}-${key}-hint`} className="settings-row__hint">
          {hint}
        </small>
      ) : null}
    </div>
  )
  return (
    <ModalDrawer
      visible={open}
      position="right"
      onHide={() => actor.send({ type: 'settings.close' })}
      header={<h2 className="settings-drawer__title">{t('settings.title')}</h2>}
      className="settings-drawer"
      closeIcon="pi pi-times"
      aria-label={t('settings.title')}
    >
      {toggle('tagsView')}
      {toggle('sidebarLogo')}
      <fieldset className="settings-fieldset">
        <legend>{t('settings.layout')}</legend>
        {(['vertical', 'horizontal'] as const satisfies readonly LayoutMode[]).map((mode) => (
          <div key={mode} className="settings-radio">
            <RadioButton
              inputId={`${id}-${mode}`}
              name="layoutMod"
              value={mode}
              checked={settings.layoutMod === mode}
              onChange={() => change({ layoutMod: mode })}
            />
            <label htmlFor={`${id}-${mode}`}>{t(`settings.${mode}`)}</label>
          </div>
        ))}
      </fieldset>
      {toggle('inspector', t('settings.inspectorHint'))}
      {/* The statechart viewer in a window of its own, fed by this window's actors (decision 0260). */}
      <Button type="button" link label={t('settings.viewer')} onClick={() => void startInspector()} />
    </ModalDrawer>
  )
}
