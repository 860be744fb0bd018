// Letzter Stich's own words. Card words (suits, ranks) live in ../cards/strings, the words every
// card game shares (a trick as entered, a damaged entry) in ../cards/trickStrings.
// {player} is filled by the UI with the name of the seat in the reason's `seat` param.

const en = {
  'ls.players': 'Letzter Stich is played by 3 or 4 players, not {n}.',
  'ls.tricksLength': 'There are {players} players, but {n} trick counts were entered.',
  'ls.tricksBad': 'The tricks of {player} must be a whole number from 0 to 8.',
  'ls.tricksSum': 'The tricks add up to {sum}, but a hand has 8 tricks.',
  'ls.setAsideRank':
    'Card {n} is {card}, but a trick of {players} cards is a {players}-player table, where the 7s and 8s are set aside.',
  'ls.lastTrickNoTricks': '{player} won the last trick, but 0 tricks are entered for them.',
  'ls.countersBad': 'The counters of {player} must be a whole number, 0 or more.',
  'ls.potBad': 'The pot must be a whole number, 0 or more.',
  'ls.handStarted':
    'This hand already has tricks entered ({n}). Undo them to enter the whole hand at once.',
  'ls.over': 'The match is over. Start a new match to play on.',

  // The trick explanation, one sentence each; the UI picks and joins them.
  // {suits} is a suit's plural form, {suit} its singular (see cards.suit.*).
  'ls.why.led': '{card} was led, so {suits} must be followed.',
  'ls.why.highest': '{card} is the highest {suit}.',
  'ls.why.only': '{card} is the only {suit} in the trick.',
  'ls.why.offSuit.one': '{cards} is off suit and cannot win.',
  'ls.why.offSuit.other': '{cards} are off suit and cannot win.',
  'ls.why.takes': '{player} takes the trick.',
  'ls.why.lastNext': 'The next trick is the last one: whoever takes it pays 1 counter.',

  // What a hand did to the counters.
  'ls.hand.pays': '{player} took the last trick and pays 1 counter into the pot.',
  'ls.hand.sweep.one': '{player} took all 8 tricks and takes {n} counter from the pot.',
  'ls.hand.sweep.other': '{player} took all 8 tricks and takes {n} counters from the pot.',

  // An entry in a few words, for the dock's "Undone: …" and "Redone: …".
  'ls.describe.hand': 'hand {n}, last trick: {player}',
  'ls.describe.sweep': 'hand {n}, all 8 tricks: {player}',
}

export type LsKey = keyof typeof en

const de: Record<LsKey, string> = {
  'ls.players': 'Letzter Stich wird zu dritt oder zu viert gespielt, nicht mit {n}.',
  'ls.tricksLength': 'Es spielen {players} Personen, aber es wurden {n} Stichzahlen eingetragen.',
  'ls.tricksBad': 'Die Stiche von {player} müssen eine ganze Zahl von 0 bis 8 sein.',
  'ls.tricksSum': 'Die Stiche ergeben zusammen {sum}, aber eine Runde hat 8 Stiche.',
  'ls.setAsideRank':
    'Karte {n} ist {card}, aber ein Stich mit {players} Karten kommt von einem Tisch zu {players}, und dort liegen die 7en und 8en beiseite.',
  'ls.lastTrickNoTricks': '{player} hat den letzten Stich gemacht, hat laut Eingabe aber 0 Stiche.',
  'ls.countersBad': 'Die Chips von {player} müssen eine ganze Zahl ab 0 sein.',
  'ls.potBad': 'Der Pott muss eine ganze Zahl ab 0 sein.',
  'ls.handStarted':
    'In dieser Runde sind schon Stiche eingetragen ({n}). Nimm sie zurück, um die ganze Runde ' +
    'auf einmal einzutragen.',
  'ls.over': 'Die Partie ist vorbei. Starte eine neue Partie, um weiterzuspielen.',

  'ls.why.led': '{card} wurde ausgespielt, also muss {suits} bedient werden.',
  'ls.why.highest': '{card} ist die höchste {suit}-Karte.',
  'ls.why.only': '{card} ist die einzige {suit}-Karte im Stich.',
  'ls.why.offSuit.one':
    '{cards} gehört nicht zur ausgespielten Farbe und kann den Stich nicht gewinnen.',
  'ls.why.offSuit.other':
    '{cards} gehören nicht zur ausgespielten Farbe und können den Stich nicht gewinnen.',
  'ls.why.takes': '{player} bekommt den Stich.',
  'ls.why.lastNext': 'Der nächste Stich ist der letzte: Wer ihn macht, zahlt 1 Chip.',

  'ls.hand.pays': '{player} hat den letzten Stich gemacht und zahlt 1 Chip in den Pott.',
  'ls.hand.sweep.one': '{player} hat alle 8 Stiche gemacht und nimmt {n} Chip aus dem Pott.',
  'ls.hand.sweep.other': '{player} hat alle 8 Stiche gemacht und nimmt {n} Chips aus dem Pott.',

  'ls.describe.hand': 'Runde {n}, letzter Stich: {player}',
  'ls.describe.sweep': 'Runde {n}, alle 8 Stiche: {player}',
}

export const lsStrings: { en: Record<LsKey, string>; de: Record<LsKey, string> } = { en, de }
