// The words of follow suit checked on the cards: the flag at entry and the round's trick list.
const en = {
  'sit.ui.revokeFlag': 'Showed out of {suit} in trick {n} — fix or keep',
  'sit.ui.revokeSlot': 'revoke: showed out of {suit} in trick {n}',
  'sit.ui.revokeMark': 'Revoke',
  'sit.ui.revokeNote': '{name} played {suit} after showing out of it in trick {n}',
  'sit.ui.revokes.one': '{n} revoke',
  'sit.ui.revokes.other': '{n} revokes',
  'sit.ui.tricksOf': 'Tricks of round {n}',
  'sit.ui.trickLed': '{name} led:',
  'sit.ui.trickTook': '{name} took it',
  'sit.ui.trickByWinner': '{name} took it (entered by winner, no cards)',
}

const de: Record<keyof typeof en, string> = {
  'sit.ui.revokeFlag': 'In Stich {n} {suit} nicht bedient – ändern oder lassen',
  'sit.ui.revokeSlot': 'Bedienfehler: in Stich {n} {suit} nicht bedient',
  'sit.ui.revokeMark': 'Bedienfehler',
  'sit.ui.revokeNote': '{name} spielte {suit}, hatte aber in Stich {n} nicht bedient',
  'sit.ui.revokes.one': '{n} Bedienfehler',
  'sit.ui.revokes.other': '{n} Bedienfehler',
  'sit.ui.tricksOf': 'Stiche von Runde {n}',
  'sit.ui.trickLed': '{name} spielte aus:',
  'sit.ui.trickTook': '{name} bekam ihn',
  'sit.ui.trickByWinner': '{name} bekam ihn (nur der Gewinner eingetragen)',
}

export const sitRevokeStrings = { en, de }
