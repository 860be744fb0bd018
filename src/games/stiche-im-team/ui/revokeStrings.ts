// The words of follow suit checked on the cards: the flag at entry and the revoke's sentence in
// the round's trick list (the list's other words are every game's: ../../cards/trickStrings.ts).
const en = {
  'sit.ui.revokeFlag': 'Showed out of {suit} in trick {n} — fix or keep',
  'sit.ui.revokeSlot': 'revoke: showed out of {suit} in trick {n}',
  'sit.ui.revokeNote': '{name} played {suit} after showing out of it in trick {n}',
}

const de: Record<keyof typeof en, string> = {
  'sit.ui.revokeFlag': 'In Stich {n} {suit} nicht bedient – ändern oder lassen',
  'sit.ui.revokeSlot': 'Bedienfehler: in Stich {n} {suit} nicht bedient',
  'sit.ui.revokeNote': '{name} spielte {suit}, hatte aber in Stich {n} nicht bedient',
}

export const sitRevokeStrings = { en, de }
