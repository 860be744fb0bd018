import { useEffect, useState } from 'preact/hooks'
import type { Reason } from '../../core/reason'
import { LANGS, type Lang, say, t, tn } from '../../i18n'
import type { Answers, CheckedImport, Conflict, ImportCounts, ImportResult } from '../../storage'
import { isPersisted } from '../../storage/persist'
import { Choices } from '../../ui/Choices'
import { once } from '../../ui/once'
import { type Exported, exportAllCsv, exportBackup } from '../backup'
import { checkImportFile, commitImport } from '../importing'
import { lang, shareHistory, type Theme, theme, wakeLock } from '../settings'
import '../historyStrings'
import { persistent } from '../storage'
import { leftOut, reasonOf } from '../stored'
import { Screen } from './Screen'
import '../resultStrings'
import { ImportQuestion } from './ImportQuestion'

const THEMES: readonly Theme[] = ['system', 'light', 'dark']
const LANG_NAMES: Record<Lang, string> = { de: 'Deutsch', en: 'English' }

/** A game's own reason gets a sentence before it saying which match and that nothing changed. */
function importProblem(reason: Reason): string {
  const match = reason.params?.match
  if (reason.key.startsWith('import.') || match === undefined) return say(reason)
  // Names the new-match screen would refuse are refused in a file in its words.
  const lead = reason.key.startsWith('players.') ? 'import.badPlayers' : 'import.badMatch'
  return `${t(lead, { match })} ${say(reason)}`
}

/** What an import did: copies and replacements are named only when there were any. */
function importedText(r: ImportCounts): string {
  const { added, updated, unchanged, copied, replaced } = r
  if (copied === 0 && replaced === 0) return t('backup.imported', { added, updated, unchanged })
  const copies = tn('backup.copies', copied)
  return t('backup.importedConflicts', { added, copies, replaced, updated, unchanged })
}

/** An error on the import path in the player's words: storage's own reason, else a read failure. */
function failure(error: unknown): string {
  const reason = (error as { reason?: Reason } | null)?.reason
  return reason && typeof reason.key === 'string' ? say(reason) : t('import.notJson')
}

export function Settings() {
  const [persisted, setPersisted] = useState<boolean | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [pending, setPending] = useState<{ checked: CheckedImport; conflicts: Conflict[] } | null>(
    null,
  )
  useEffect(() => void isPersisted().then(setPersisted), [])

  async function onImport(event: Event) {
    const input = event.currentTarget as HTMLInputElement
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    setMessage(null)
    setPending(null)
    await once(() =>
      guarded(async () => {
        const checked = await checkImportFile(file)
        if (!checked.ok) return setMessage({ ok: false, text: importProblem(checked.reason) })
        // A different match under one of our ids: ask first (ImportQuestion), write nothing yet.
        if (checked.conflicts.length > 0) return setPending(checked)
        done(await commitImport(checked.checked, {}))
      }),
    )
  }

  async function onAnswer(answers: Answers) {
    const checked = pending?.checked
    if (!checked) return
    await once(() =>
      guarded(async () => {
        done(await commitImport(checked, answers))
        setPending(null)
      }),
    )
  }

  function done(result: ImportResult) {
    setMessage(
      result.ok
        ? { ok: true, text: importedText(result) }
        : { ok: false, text: importProblem(result.reason) },
    )
  }

  /** An export names the matches it left out (see backupFile); a failed one says so. */
  async function onExport(run: () => Promise<Exported>) {
    setMessage(null)
    try {
      const { unloadable } = await run()
      if (unloadable.length > 0) setMessage({ ok: false, text: leftOut(unloadable) })
    } catch (error) {
      const reason = reasonOf(error, 'storage.readFailed')
      setMessage({ ok: false, text: t('stored.exportFailed', { reason: say(reason) }) })
    }
  }

  /** Whatever fails on the way (a file that cannot be read, storage) ends as a message here. */
  async function guarded(task: () => Promise<void>) {
    try {
      await task()
    } catch (error) {
      setPending(null)
      setMessage({ ok: false, text: failure(error) })
    }
  }

  return (
    <Screen title={t('home.settings')}>
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
        <label class="toggle">
          <input
            type="checkbox"
            checked={shareHistory.value}
            aria-describedby="share-history-hint"
            onChange={(e) => (shareHistory.value = e.currentTarget.checked)}
          />
          <span>{t('settings.shareHistory')}</span>
        </label>
        <p class="hint" id="share-history-hint">
          {t('settings.shareHistoryHint')}
        </p>
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
            <button type="button" class="btn" onClick={() => void onExport(exportBackup)}>
              {t('backup.export')}
            </button>
            <button type="button" class="btn" onClick={() => void onExport(exportAllCsv)}>
              {t('backup.exportCsv')}
            </button>
            <label class="btn file">
              {t('backup.import')}
              <input type="file" accept="application/json,.json" onChange={onImport} />
            </label>
          </div>
          {pending && (
            <ImportQuestion
              conflicts={pending.conflicts}
              onConfirm={(answers) => void onAnswer(answers)}
              onCancel={() => {
                setPending(null)
                setMessage({ ok: true, text: t('import.cancelled') })
              }}
            />
          )}
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
