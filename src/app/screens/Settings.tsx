import { useEffect, useState } from 'preact/hooks'
import type { Reason } from '../../core/reason'
import { LANGS, type Lang, say, t } from '../../i18n'
import { isPersisted } from '../../storage/persist'
import { Choices } from '../../ui/Choices'
import { once } from '../../ui/once'
import { Screen } from '../../ui/Screen'
import { importText, shareAllCsv, shareExport } from '../backup'
import { lang, type Theme, theme, wakeLock } from '../settings'
import { persistent } from '../storage'
import '../resultStrings'

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
    const result = await once(async () => importText(await file.text()))
    if (!result) return
    if (result.ok) {
      const { added, updated, unchanged } = result
      setMessage({ ok: true, text: t('backup.imported', { added, updated, unchanged }) })
    } else setMessage({ ok: false, text: importProblem(result.reason) })
  }

  return (
    <Screen title={t('settings.title')}>
      <div class="stack">
        <Choices
          row
          legend={t('settings.language')}
          name="lang"
          options={LANGS.map((l) => ({ value: l, label: LANG_NAMES[l], lang: l }))}
          value={lang.value}
          onChange={(l) => (lang.value = l)}
        />
        <Choices
          row
          legend={t('settings.theme')}
          name="theme"
          options={THEMES.map((th) => ({ value: th, label: t(`settings.theme.${th}`) }))}
          value={theme.value}
          onChange={(th) => (theme.value = th)}
        />
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
            <button type="button" class="btn" onClick={() => void shareExport()}>
              {t('backup.export')}
            </button>
            <button type="button" class="btn" onClick={() => void shareAllCsv()}>
              {t('backup.exportCsv')}
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
