// The words of following the animal checked on the cards: the flag at entry and the trick list.
const en = {
  'son.ui.revokeFlag': 'Showed out of {animal} in trick {n} — fix or keep',
  'son.ui.revokeSlot': 'revoke: showed out of {animal} in trick {n}',
  'son.ui.revokeMark': 'Revoke',
  'son.ui.revokeNote': '{name} played {animal} after showing out of it in trick {n}',
  'son.ui.revokes.one': '{n} revoke',
  'son.ui.revokes.other': '{n} revokes',
  'son.ui.tricksOf': 'Tricks of round {n}',
  'son.ui.trickLed': '{name} led:',
  'son.ui.trickTook': '{name} took it',
  'son.ui.trickByWinner': '{name} took it (entered by winner, no cards)',
}

const de: Record<keyof typeof en, string> = {
  'son.ui.revokeFlag': 'In Stich {n} {animal} nicht bedient – ändern oder lassen',
  'son.ui.revokeSlot': 'Bedienfehler: in Stich {n} {animal} nicht bedient',
  'son.ui.revokeMark': 'Bedienfehler',
  'son.ui.revokeNote': '{name} spielte {animal}, hatte aber in Stich {n} nicht bedient',
  'son.ui.revokes.one': '{n} Bedienfehler',
  'son.ui.revokes.other': '{n} Bedienfehler',
  'son.ui.tricksOf': 'Stiche von Runde {n}',
  'son.ui.trickLed': '{name} spielte aus:',
  'son.ui.trickTook': '{name} bekam ihn',
  'son.ui.trickByWinner': '{name} bekam ihn (nur der Gewinner eingetragen)',
}

export const sonRevokeStrings = { en, de }
