import { t } from '../../../i18n'
import { Choices } from '../../../ui/Choices'
import { ANIMALS, type Animal, pileOf, type Special } from '../rules'
import { animalName } from './names'

type Kind = Special['kind']
const KINDS: readonly Kind[] = ['trump', 'tricks', 'animal', 'perCard', 'custom']

/** A card being chosen: every field optional until the table has set them all. */
export interface Draft {
  kind?: Kind
  animal?: Animal
  which?: 'most' | 'fewest'
  sign?: 1 | -1
  name?: string
}

/**
 * A line may break after "most/": two words, not one (#25). One inline box (the card's label
 * box lays its children out as a column), so the text read out is the same.
 */
const breakable = (text: string) => (
  <bdi>{text.split('/').map((part, i) => (i === 0 ? part : ['/', <wbr key={i} />, part]))}</bdi>
)

/** The finished card, or null while something is missing. */
export function toSpecial(d: Draft): Special | null {
  switch (d.kind) {
    case 'trump':
      return d.animal ? { kind: 'trump', animal: d.animal } : null
    case 'tricks':
      return d.which && d.sign
        ? { kind: 'tricks', which: d.which, points: d.sign > 0 ? 5 : -5 }
        : null
    case 'animal':
      return d.animal && d.which && d.sign
        ? { kind: 'animal', animal: d.animal, which: d.which, points: d.sign > 0 ? 3 : -3 }
        : null
    case 'perCard':
      return d.animal ? { kind: 'perCard', animal: d.animal } : null
    case 'custom':
      return d.name?.trim() ? { kind: 'custom', name: d.name.trim() } : null
    default:
      return null
  }
}

/**
 * The catalogue of effect kinds, then, once a kind is chosen, that kind in a line (another kind
 * is a tap away) and the parameters the table sets for the card. For the second
 * card, `first` is the card already chosen: its pile revealed only that card, so the kinds of its
 * pile are greyed out and say why.
 */
export function SpecialPicker({
  value,
  onChange,
  id,
  first = null,
}: {
  value: Draft
  onChange: (d: Draft) => void
  id: string
  first?: Special | null
}) {
  const k = value.kind
  const taken = first ? pileOf(first) : null
  const used = (kind: Kind) => taken !== null && pileOf({ kind }) === taken
  const needsAnimal = k === 'trump' || k === 'animal' || k === 'perCard'
  const needsWhich = k === 'tricks' || k === 'animal'
  return (
    <div class="stack">
      {k ? (
        // Chosen: the kind in one line, so what the table sets for it fits the screen (#25).
        <div class="son-kind-chosen">
          <p>
            <span class="visually-hidden">{t('son.ui.kind')}</span>{' '}
            <strong>{t(`son.ui.kind.${k}`)}</strong>
          </p>
          <button type="button" class="btn" onClick={() => onChange({})}>
            {t('son.ui.otherKind')}
          </button>
        </div>
      ) : (
        <div class="son-kinds">
          <Choices
            grid
            plain
            legend={t('son.ui.kind')}
            name={`${id}-kind`}
            options={KINDS.map((kind) => ({
              value: kind,
              label: breakable(t(`son.ui.kind.${kind}`)),
              ...(used(kind) ? { disabled: true, hint: t('son.ui.pileTaken') } : {}),
            }))}
            value={k ?? null}
            onChange={(kind) => onChange({ ...value, kind })}
          />
        </div>
      )}
      {needsAnimal && (
        <div class="son-animals">
          <Choices
            grid
            plain
            legend={t('son.ui.animal')}
            name={`${id}-animal`}
            options={ANIMALS.map((a) => ({ value: a, label: animalName(a) }))}
            value={value.animal ?? null}
            onChange={(animal) => onChange({ ...value, animal })}
          />
        </div>
      )}
      {needsWhich && (
        // Who scores and the points side by side: the card's whole choice on one screen.
        <div class="son-which-sign">
          <Choices
            row
            plain
            legend={t('son.ui.which')}
            name={`${id}-which`}
            options={(['most', 'fewest'] as const).map((w) => ({
              value: w,
              label: t(`son.ui.${w}`),
            }))}
            value={value.which ?? null}
            onChange={(which) => onChange({ ...value, which })}
          />
          <Choices
            row
            plain
            legend={t('score.measure.points')}
            name={`${id}-sign`}
            options={([1, -1] as const).map((sign) => ({
              value: sign,
              label: `${sign > 0 ? '+' : '−'}${k === 'tricks' ? 5 : 3}`,
            }))}
            value={value.sign ?? null}
            onChange={(sign) => onChange({ ...value, sign })}
          />
        </div>
      )}
      {k === 'custom' && (
        <label class="field">
          <span>{t('son.ui.customName')}</span>
          <input
            class="name"
            maxLength={30}
            value={value.name ?? ''}
            onInput={(e) => onChange({ ...value, name: e.currentTarget.value })}
          />
        </label>
      )}
    </div>
  )
}
