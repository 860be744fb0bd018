import { t } from '../../../i18n'
import { revealSteps, type SfsTrick } from '../rules'

/**
 * The confidant's reveal meter: how many culprit/weapon pairs the tricks seen so far still allow,
 * and how much each trick entered with cards narrowed it. Only ever rendered behind the gate.
 */
export function RevealMeter({ tricks }: { tricks: readonly SfsTrick[] }) {
  const { left, of, steps, byWinner } = revealSteps(tricks)
  const skipped = byWinner.length > 0 && (
    <p class="hint">{t('sfs.ui.meterByWinner', { list: byWinner.join(', ') })}</p>
  )
  return (
    <section class="sfs-meter" aria-labelledby="sfs-meter-h">
      <h3 id="sfs-meter-h">{t('sfs.ui.meter')}</h3>
      {steps.length === 0 ? (
        <p class="sfs-meter-none">{t('sfs.ui.meterNone')}</p>
      ) : (
        <>
          <p id="sfs-meter-left" class="sfs-meter-left">
            {t('sfs.ui.meterLeft', { n: left, of })}
          </p>
          <meter aria-labelledby="sfs-meter-left" min={0} max={of} value={left} />
          <p class="hint">{t('sfs.ui.meterHint')}</p>
          <ol class="sfs-meter-steps" aria-label={t('sfs.ui.meterSteps')}>
            {steps.map((s) => (
              <li key={s.trick}>
                <span aria-hidden="true">
                  {t('sfs.ui.meterStep', { n: s.trick, before: s.before, after: s.after })}
                </span>
                <span class="visually-hidden">
                  {t('sfs.ui.meterStepSaid', { n: s.trick, before: s.before, after: s.after })}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      {skipped}
    </section>
  )
}
