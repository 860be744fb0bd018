import { describe, expect, it } from 'vitest'
import { RuleError } from '../../../src/core/reason'
import {
  checkGuess,
  consistentSecrets,
  explainTrick,
  judgeTrick,
  type Secret,
  type SfsCard,
  SUSPECTS,
  trumpClass,
  validateTrick,
  WEAPONS,
  withCardNames,
} from '../../../src/games/stich-fuer-stich/rules'
import { sfsStrings } from '../../../src/games/stich-fuer-stich/strings'
import { expectBothLanguages, withTrickWords } from '../../helpers/strings'
import { k, phantom } from './cards'

// Fiona, as the confidant, draws the influencer as the culprit and the pillow as the weapon.
// The tricks below are played by Nicolas, Joshua, Linda and Fiona, in that order.
const fiona: Secret = { culprit: 'influencer', weapon: 'pillow' }

/** The RuleError a call throws; both languages must have a template for its reason. */
function thrown(run: () => unknown): RuleError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError)
    const { key } = (error as RuleError).reason
    const words = withTrickWords(sfsStrings)
    expect(words.en[key], key).toBeTypeOf('string')
    expect(words.de[key], key).toBeTypeOf('string')
    return error as RuleError
  }
  throw new Error('expected a RuleError')
}

describe('trump rule 1: the weapon and the culprit are trumps', () => {
  it('sorts every card of Fiona’s case into full, weapon, culprit or no trump', () => {
    expect(trumpClass(k('influencer', 'pillow', 4), fiona)).toBe('full')
    expect(trumpClass(k('gardener', 'pillow', 4), fiona)).toBe('weapon')
    expect(trumpClass(k('influencer', 'knife', 9), fiona)).toBe('culprit')
    expect(trumpClass(k('mechanic', 'ax', 13), fiona)).toBe('none')
  })

  it('has exactly one full trump suspect-weapon pair of the 28', () => {
    const pairs = SUSPECTS.flatMap((s) => WEAPONS.map((w) => trumpClass(k(s, w, 1), fiona)))
    expect(pairs).toHaveLength(28)
    expect(pairs.filter((c) => c === 'full')).toHaveLength(1)
    expect(pairs.filter((c) => c === 'weapon')).toHaveLength(3)
    expect(pairs.filter((c) => c === 'culprit')).toHaveLength(6)
    expect(pairs.filter((c) => c === 'none')).toHaveLength(18)
  })
})

describe('trump rule 2: full beats weapon beats culprit beats no trump', () => {
  it('gives the trick to Nicolas: his full trump beats a weapon and two culprit trumps', () => {
    const trick = [
      k('influencer', 'pillow', 2), // Nicolas: full trump, even with a low number
      k('mechanic', 'pillow', 13), // Joshua: weapon trump
      k('influencer', 'knife', 12), // Linda: culprit trump
      k('influencer', 'revolver', 11), // Fiona: culprit trump
    ]
    expect(judgeTrick(trick, fiona)).toBe(0)
    expect(explainTrick(trick, fiona)).toEqual({
      winner: 0,
      by: 'full',
      number: 2,
      firstPlayed: false,
    })
  })

  it('gives the trick to Linda: her culprit trump is the only trump', () => {
    const trick = [
      k('gardener', 'ax', 13),
      k('hairdresser', 'spade', 12),
      k('influencer', 'statue', 1), // Linda
      k('mechanic', 'poison', 11),
    ]
    expect(explainTrick(trick, fiona)).toEqual({
      winner: 2,
      by: 'culprit',
      number: 1,
      firstPlayed: false,
    })
  })

  it('lets a weapon trump beat a culprit trump whatever the numbers', () => {
    const trick = [
      k('influencer', 'knife', 13),
      k('gardener', 'pillow', 1),
      k('mechanic', 'ax', 12),
    ]
    expect(judgeTrick(trick, fiona)).toBe(1)
  })
})

describe('trump rule 3: within a kind of trump the higher number wins', () => {
  it('gives the trick to Nicolas: the higher weapon trump; higher culprit trumps lose', () => {
    const trick = [
      k('gardener', 'pillow', 9), // Nicolas: weapon trump
      k('influencer', 'ax', 13), // Joshua: culprit trump, higher
      k('influencer', 'poison', 12), // Linda: culprit trump, higher
      k('hairdresser', 'pillow', 5), // Fiona: weapon trump, lower
    ]
    expect(explainTrick(trick, fiona)).toEqual({
      winner: 0,
      by: 'weapon',
      number: 9,
      firstPlayed: false,
    })
  })

  it('gives a trick without trumps to the highest number', () => {
    const trick = [k('gardener', 'ax', 3), k('mechanic', 'knife', 12), k('hairdresser', 'spade', 7)]
    expect(explainTrick(trick, fiona)).toEqual({
      winner: 1,
      by: 'none',
      number: 12,
      firstPlayed: false,
    })
  })
})

describe('trump rule 4: a phantom is a culprit trump of number 0, never a weapon trump', () => {
  it('gives the trick to Linda: her influencer beats Joshua’s phantom', () => {
    const trick = [
      k('mechanic', 'knife', 13), // Nicolas: no trump
      phantom, // Joshua
      k('influencer', 'spade', 3), // Linda: culprit trump
      k('gardener', 'revolver', 12), // Fiona: no trump
    ]
    expect(explainTrick(trick, fiona)).toEqual({
      winner: 2,
      by: 'culprit',
      number: 3,
      firstPlayed: false,
    })
  })

  it('counts a phantom as a culprit trump', () => {
    expect(trumpClass(phantom, fiona)).toBe('culprit')
    expect(trumpClass(phantom, { culprit: 'mechanic', weapon: 'ax' })).toBe('culprit')
  })

  it('lets a phantom beat any card that is no trump', () => {
    const trick = [k('mechanic', 'knife', 13), k('gardener', 'ax', 12), phantom]
    expect(explainTrick(trick, fiona)).toEqual({
      winner: 2,
      by: 'culprit',
      number: 0,
      firstPlayed: false,
    })
  })

  it('lets any weapon or full trump beat a phantom', () => {
    expect(judgeTrick([phantom, k('mechanic', 'pillow', 1), k('gardener', 'ax', 5)], fiona)).toBe(1)
    expect(judgeTrick([phantom, k('mechanic', 'ax', 7), k('influencer', 'pillow', 1)], fiona)).toBe(
      2,
    )
  })
})

describe('trump rule 5: of equal cards the one played first wins', () => {
  it('gives the two 10s to Nicolas, who played his 10 before Linda', () => {
    const trick = [
      k('hairdresser', 'knife', 10), // Nicolas
      k('gardener', 'spade', 7), // Joshua
      k('mechanic', 'statue', 10), // Linda
      k('hairdresser', 'poison', 4), // Fiona
    ]
    expect(explainTrick(trick, fiona)).toEqual({
      winner: 0,
      by: 'none',
      number: 10,
      firstPlayed: true,
    })
  })

  it('gives two phantoms and no other trump to Nicolas, who played his phantom first', () => {
    const trick = [phantom, k('gardener', 'knife', 13), phantom, k('mechanic', 'ax', 12)]
    expect(explainTrick(trick, fiona)).toEqual({
      winner: 0,
      by: 'culprit',
      number: 0,
      firstPlayed: true,
    })
  })

  it('does not call it a tie when a later equal card exists only in a lower class', () => {
    const trick = [
      k('gardener', 'knife', 10),
      k('influencer', 'ax', 10),
      k('mechanic', 'spade', 10),
    ]
    expect(explainTrick(trick, fiona)).toMatchObject({ winner: 1, firstPlayed: false })
  })

  it('lets three phantoms go to the first of them', () => {
    expect(judgeTrick([k('gardener', 'ax', 2), phantom, phantom, phantom], fiona)).toBe(1)
  })
})

describe('rejections', () => {
  const ok = [k('gardener', 'ax', 3), k('mechanic', 'knife', 12), k('hairdresser', 'spade', 7)]

  it.each([
    [[], 'cards.empty', 'No cards were entered for this trick.'],
    [null, 'cards.empty', 'No cards were entered for this trick.'],
    [ok.slice(0, 2), 'cards.count', 'A trick needs 3 to 4 cards, not 2.'],
    [
      [...ok, phantom, k('influencer', 'poison', 1)],
      'cards.count',
      'A trick needs 3 to 4 cards, not 5.',
    ],
    [
      [...ok.slice(0, 2), 'gardener'],
      'sfs.badCard',
      'Card 3 is neither a suspect card nor a phantom.',
    ],
    [
      [{ suspect: 'gardener', weapon: 'ax', number: 3 }, ...ok.slice(1)],
      'sfs.badCard',
      'Card 1 is neither a suspect card nor a phantom.',
    ],
    [
      [ok[0], { kind: 'card', suspect: 'butler', weapon: 'ax', number: 4 }, ok[2]],
      'sfs.badSuspect',
      'Card 2 needs a suspect: influencer, hairdresser, gardener or mechanic.',
    ],
    [
      [ok[0], ok[1], { kind: 'card', suspect: 'gardener', weapon: 'rope', number: 4 }],
      'sfs.badWeapon',
      'Card 3 needs a weapon: revolver, statue, spade, knife, pillow, poison or ax.',
    ],
    [
      [k('gardener', 'ax', 14), ...ok.slice(1)],
      'sfs.badNumber',
      'Card 1 has the number 14, but the cards go from 1 to 13.',
    ],
    [
      [ok[0], k('gardener', 'knife', 0), ok[2]],
      'sfs.badNumber',
      'Card 2 has the number 0, but the cards go from 1 to 13.',
    ],
    [
      [ok[0], k('gardener', 'knife', 2.5), ok[2]],
      'sfs.badNumber',
      'Card 2 has the number 2.5, but the cards go from 1 to 13.',
    ],
    [
      [ok[0], { kind: 'card', suspect: 'gardener', weapon: 'knife', number: '5' }, ok[2]],
      'sfs.badNumber',
      'Card 2 has the number 5, but the cards go from 1 to 13.',
    ],
    [
      [ok[0], { kind: 'card', suspect: 'gardener', weapon: 'knife' }, ok[2]],
      'sfs.badNumber',
      'Card 2 has the number ?, but the cards go from 1 to 13.',
    ],
    [
      [...ok, { kind: 'phantom', weapon: 'ax' }],
      'sfs.phantomWeapon',
      'Card 4 is a phantom: it has no suspect, no weapon and the number 0.',
    ],
    [
      [{ kind: 'phantom', suspect: 'gardener' }, ...ok],
      'sfs.phantomWeapon',
      'Card 1 is a phantom: it has no suspect, no weapon and the number 0.',
    ],
    [
      [ok[0], { kind: 'phantom', number: 5 }, ok[2]],
      'sfs.phantomWeapon',
      'Card 2 is a phantom: it has no suspect, no weapon and the number 0.',
    ],
    [
      [k('gardener', 'ax', 7), ok[1], k('gardener', 'ax', 7)],
      'sfs.duplicate',
      'The card Gardener 7 is entered twice. Each card exists only once.',
    ],
    [
      // The same suspect and number is the same card, whatever weapon was tapped.
      [k('gardener', 'ax', 7), ok[1], k('gardener', 'poison', 7)],
      'sfs.duplicate',
      'The card Gardener 7 is entered twice. Each card exists only once.',
    ],
    [
      [k('gardener', 'ax', 7), ok[1], k('mechanic', 'ax', 7)],
      'sfs.weaponNumberTwice',
      'Two cards show the weapon Ax with the number 7, but no weapon has a number twice.',
    ],
    [
      [phantom, phantom, phantom, phantom],
      'sfs.phantoms',
      'There are only 3 phantoms, but this trick has 4.',
    ],
  ])('refuses a bad trick (%#)', (played, key, message) => {
    const judge = () => judgeTrick(played as SfsCard[], fiona)
    expect(judge).toThrow(message)
    expect(() => explainTrick(played as SfsCard[], fiona)).toThrow(message)
    const error = thrown(judge)
    expect(error.message).toBe(message)
    expect(error.reason.key).toBe(key)
  })

  it('accepts cards that differ in suspect and weapon but share a number, and 3 phantoms', () => {
    expect(judgeTrick([k('gardener', 'ax', 7), k('mechanic', 'knife', 7), phantom], fiona)).toBe(2)
    expect(judgeTrick([phantom, phantom, phantom, k('gardener', 'ax', 1)], fiona)).toBe(0)
    expect(judgeTrick([{ kind: 'phantom', number: 0 } as SfsCard, ...ok], fiona)).toBe(0)
  })

  it('refuses a damaged secret', () => {
    const message =
      'The secret needs a culprit (one of the 4 suspects) and a weapon (one of the 7).'
    for (const secret of [null, {}, { culprit: 'butler', weapon: 'ax' }, { culprit: 'gardener' }]) {
      const error = thrown(() => judgeTrick(ok, secret as Secret))
      expect(error.message).toBe(message)
      expect(error.reason.key).toBe('sfs.badSecret')
    }
  })

  it('gives the reasons as ids and numbers, so the UI can name cards in its language', () => {
    const error = thrown(() =>
      judgeTrick([k('gardener', 'ax', 7), ok[1] as SfsCard, k('gardener', 'ax', 7)], fiona),
    )
    expect(error.reason).toEqual({
      key: 'sfs.duplicate',
      params: { suspect: 'gardener', number: 7 },
    })
    expect(withCardNames(error.reason, sfsStrings.de).params).toEqual({
      suspect: 'Gärtner',
      number: 7,
    })
    const twice = validateTrick([k('gardener', 'ax', 7), k('mechanic', 'ax', 7)], {
      minCards: 1,
      maxCards: 4,
    })
    expect(twice).toEqual({ key: 'sfs.weaponNumberTwice', params: { weapon: 'ax', number: 7 } })
    expect(withCardNames(twice as NonNullable<typeof twice>, sfsStrings.de).params).toEqual({
      weapon: 'Axt',
      number: 7,
    })
  })

  it('says "exactly" when a table needs one card from each player', () => {
    expect(validateTrick(ok, { minCards: 4, maxCards: 4 })).toEqual({
      key: 'cards.countAtTable',
      params: { min: 4, max: 4, n: 3 },
    })
  })

  it('checks a trick being entered card by card', () => {
    const partial = { minCards: 1, maxCards: 4 }
    expect(validateTrick([phantom], partial)).toBeNull()
    expect(validateTrick(ok, partial)).toBeNull()
  })
})

describe('checkGuess', () => {
  it('solves only with the right culprit and the right weapon', () => {
    expect(checkGuess(fiona, { culprit: 'influencer', weapon: 'pillow' })).toEqual({
      ok: true,
      solved: true,
    })
  })

  it('says only "false suspicion", never which half was wrong', () => {
    const wrong = [
      { culprit: 'influencer', weapon: 'knife' },
      { culprit: 'gardener', weapon: 'pillow' },
      { culprit: 'gardener', weapon: 'knife' },
    ]
    for (const guess of wrong) expect(checkGuess(fiona, guess)).toEqual({ ok: true, solved: false })
  })

  it('asks for both tiles', () => {
    for (const guess of [
      {},
      { culprit: 'influencer' },
      { weapon: 'pillow' },
      { culprit: 'x', weapon: 'pillow' },
    ]) {
      expect(checkGuess(fiona, guess)).toEqual({
        ok: false,
        reason: { key: 'sfs.guessIncomplete' },
      })
    }
    expect(sfsStrings.en['sfs.guessIncomplete']).toBe('Pick one suspect and one weapon.')
  })
})

describe('consistentSecrets', () => {
  it('keeps all 28 secrets before any trick and narrows them with each trick', () => {
    expect(consistentSecrets([])).toHaveLength(28)
    const trick = [k('gardener', 'ax', 3), k('mechanic', 'knife', 12), k('hairdresser', 'spade', 7)]
    const fits = consistentSecrets([{ played: trick, winner: 0 }])
    expect(fits.length).toBeGreaterThan(0)
    expect(fits.length).toBeLessThan(28)
    for (const secret of fits) expect(judgeTrick(trick, secret)).toBe(0)
    expect(fits).toContainEqual({ culprit: 'gardener', weapon: 'ax' })
    expect(fits).not.toContainEqual(fiona)
  })

  it('finds the secret of the rulebook trick won by Linda’s lone culprit trump', () => {
    const trick = [
      k('gardener', 'ax', 13),
      k('hairdresser', 'spade', 12),
      k('influencer', 'statue', 1),
      k('mechanic', 'poison', 11),
    ]
    const fits = consistentSecrets([{ played: trick, winner: 2 }])
    expect(fits).toContainEqual(fiona)
    expect(fits.every((s) => s.culprit === 'influencer' || s.weapon === 'statue')).toBe(true)
  })
})

describe('Stich für Stich strings', () => {
  it('has every key in both languages with the same placeholders', () => {
    expectBothLanguages('sfs', sfsStrings)
  })

  it('names every suspect and weapon', () => {
    for (const s of SUSPECTS) expect(sfsStrings.en).toHaveProperty(`sfs.suspect.${s}`)
    for (const w of WEAPONS) expect(sfsStrings.de).toHaveProperty(`sfs.weapon.${w}`)
    expect(sfsStrings.de['sfs.suspect.gardener']).toBe('Gärtner')
    expect(sfsStrings.de['sfs.weapon.spade']).toBe('Spaten')
  })
})
