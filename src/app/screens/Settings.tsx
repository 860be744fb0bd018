import { useEffect, useState } from 'preact/hooks'
import type { Reason } from '../../core/reason'
import { LANGS, type Lang, say, t } from '../../i18n'
import { isPersisted } from '../../storage'
import { Screen } from '../../ui/Screen'
import { downloadExport, importText } from '../backup'
import { lang, type Theme, theme, wakeLock } from '../settings'
import { persistent } from '../storage'

const THEMES: readonly Theme[] = ['system', 'light', 'dark']
const LANG_NAMES: Record<Lang, string> = { de: 'Deutsch', en: 'English' }

/** A game's own reason gets a sentence before it saying which match and that nothing changed. */
function importProblem(reason: Reason): string {
  const match = reason.params?.match
  if (reason.key.startsWith('import.') || match === undefined) return say(reason)
  return `${t('import.badMatch', { match })} ${say(reason)}`
}

export function Settings() {
  const [persisted, setPersisted] = useState<boolean | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  useEffect(() => void isPersisted().then(setPersisted), [])

  async function onImport(event: Event) {
    const input = event.currentTarget as HTMLInputElement
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    const result = await importText(await file.text())
    if (result.ok) {
      const { added, updated, unchanged } = result
      setMessage({ ok: true, text: t('backup.imported', { added, updated, unchanged }) })
    } else setMessage({ ok: false, text: say(result.reason) })
  }

  return (
    <Screen title={t('settings.title')}>
      <div class="stack">
        <fieldset class="choices row">
          <legend>{t('settings.language')}</legend>
          {LANGS.map((l) => (
            <label key={l} class="choice" lang={l}>
              <input
                type="radio"
                name="lang"
                checked={lang.value === l}
                onChange={() => (lang.value = l)}
              />
              <span>{LANG_NAMES[l]}</span>
            </label>
          ))}
        </fieldset>
        <fieldset class="choices row">
          <legend>{t('settings.theme')}</legend>
          {THEMES.map((th) => (
            <label key={th} class="choice">
              <input
                type="radio"
                name="theme"
                checked={theme.value === th}
                onChange={() => (theme.value = th)}
              />
              <span>{t(`settings.theme.${th}`)}</span>
            </label>
          ))}
        </fieldset>
        <label class="toggle">
          <input
            type="checkbox"
            checked={wakeLock.value}
            onChange={(e) => (wakeLock.value = e.currentTarget.checked)}
          />
          <span>{t('settings.wakeLock')}</span>
        </label>
        <section aria-labelledby="storage-h">
          <h2 id="storage-h">{t('settings.storage')}</h2>
          <p>
            {persistent.value === false
              ? t('storage.memoryOnly')
              : persisted === true
                ? t('settings.persisted')
                : persisted === false
                  ? t('settings.notPersisted')
                  : t('settings.persistUnknown')}
          </p>
          <div class="row">
            <button type="button" class="btn" onClick={() => void downloadExport()}>
              {t('backup.export')}
            </button>
            <label class="btn file">
              {t('backup.import')}
              <input type="file" accept="application/json,.json" onChange={onImport} />
            </label>
          </div>
          {message && (
            <p
              class={`message ${message.ok ? 'ok' : 'error'}`}
              role={message.ok ? 'status' : 'alert'}
            >
              {message.text}
            </p>
          )}
        </section>
      </div>
    </Screen>
  )
}
