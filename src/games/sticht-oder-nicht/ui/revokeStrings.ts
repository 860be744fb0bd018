// The words of following the animal checked on the cards: the flag at entry and the revoke's
// sentence in the trick list (the list's other words are every game's: ../../cards/trickStrings.ts).
const en = {
  'son.ui.revokeFlag': 'Showed out of {animal} in trick {n} — fix or keep',
  'son.ui.revokeSlot': 'revoke: showed out of {animal} in trick {n}',
  'son.ui.revokeNote': '{name} played {animal} after showing out of it in trick {n}',
}

const de: Record<keyof typeof en, string> = {
  'son.ui.revokeFlag': 'In Stich {n} {animal} nicht bedient – ändern oder lassen',
  'son.ui.revokeSlot': 'Bedienfehler: in Stich {n} {animal} nicht bedient',
  'son.ui.revokeNote': '{name} spielte {animal}, hatte aber in Stich {n} nicht bedient',
}

export const sonRevokeStrings = { en, de }
