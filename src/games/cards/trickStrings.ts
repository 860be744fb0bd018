// Words every trick-taking game here says alike, one key each (test/i18n/one-key.test.ts): the
// rules' messages about a trick and an entry, and the screens' words for entering a trick, the
// trick list, the judge and the winners. Every game merges them into its chunk; the French deck's
// own words are in ./strings.ts. Kept free of i18n/index.ts like ./strings.ts, so rules stay pure.

const en = {
  // A trick as entered
  'cards.empty': 'No cards were entered for this trick.',
  'cards.count': 'A trick needs {min} to {max} cards, not {n}.',
  'cards.countAtTable': 'At this table a trick has {min} cards, one from each player, not {n}.',
  'cards.noSuchSeat': 'There is no such player at this table.',
  'cards.winnerMismatch':
    'With these cards the trick goes to {player}. Check the cards and the winner.',
  'cards.why.trump': '{card} is the highest trump.',

  // An entry or options that cannot be used, and the end
  'cards.badOptions': 'These game options are damaged and cannot be used.',
  'cards.badEntry': 'This entry is incomplete or damaged and cannot be used.',
  'cards.over': 'The game is over. Start a new match to play on.',
  // For the dock's "Undone: …" and "Redone: …"
  'cards.describe.trick': 'trick {n}, {player}',

  // A round at the table; the dealer's tag is the shell's 'new.role.dealer'
  'cards.role.leader': 'leads',
  'cards.ui.leads': '{name} leads',
  'cards.ui.status': 'The round',
  'cards.ui.round': 'Round {n} of {of}',
  'cards.ui.trick': 'Trick {n} of {of}',
  'cards.ui.noTrump': 'No trump',
  'cards.ui.options': 'Options',

  // Entering a trick
  'cards.ui.mode': 'How to enter the trick',
  'cards.ui.mode.quick': 'Winner',
  'cards.ui.mode.cards': 'Cards',
  'cards.ui.whoTook': 'Who took trick {n} of {of}?',
  'cards.ui.cardOf': 'Card of {name}',
  'cards.ui.removeCard': 'Remove the last card',
  'cards.ui.take': 'Take the trick: {name}',
  'cards.ui.tricks': 'Tricks',
  'cards.ui.tricksN.one': '{n} trick',
  'cards.ui.tricksN.other': '{n} tricks',

  // A round's tricks, listed with the revokes found in them
  'cards.ui.tricksOf': 'Tricks of round {n}',
  'cards.ui.trickLed': '{name} led:',
  'cards.ui.trickTook': '{name} took it',
  'cards.ui.trickByWinner': '{name} took it (entered by winner, no cards)',
  'cards.ui.revokeMark': 'Revoke',
  'cards.ui.revokes.one': '{n} revoke',
  'cards.ui.revokes.other': '{n} revokes',

  // The end of a match (ui/MatchOver)
  'cards.ui.winnerIs': '{names} wins!',
  'cards.ui.winners': '{names} share the win!',

  // The judge
  'cards.judge.players': 'Players at the table',
  'cards.judge.playersN': '{n} players',
  'cards.judge.trick': 'The trick in play order',
  'cards.judge.slot': 'Card {n}',
  'cards.judge.wins': '{card} (card {n}) takes the trick',
  'cards.judge.back': 'Remove last card',
  'cards.judge.clear': 'New trick',
}

type TrickKey = keyof typeof en

const de: Record<TrickKey, string> = {
  'cards.empty': 'Für diesen Stich wurden keine Karten eingetragen.',
  'cards.count': 'Ein Stich braucht {min} bis {max} Karten, nicht {n}.',
  'cards.countAtTable': 'An diesem Tisch hat ein Stich {min} Karten, eine von jedem, nicht {n}.',
  'cards.noSuchSeat': 'Diesen Mitspieler gibt es an diesem Tisch nicht.',
  'cards.winnerMismatch':
    'Mit diesen Karten geht der Stich an {player}. Prüft die Karten und den Gewinner.',
  'cards.why.trump': '{card} ist der höchste Trumpf.',

  'cards.badOptions': 'Diese Spieleinstellungen sind beschädigt und können nicht verwendet werden.',
  'cards.badEntry':
    'Dieser Eintrag ist unvollständig oder beschädigt und kann nicht verwendet werden.',
  'cards.over': 'Das Spiel ist vorbei. Startet eine neue Partie, um weiterzuspielen.',
  'cards.describe.trick': 'Stich {n}, {player}',

  'cards.role.leader': 'spielt aus',
  'cards.ui.leads': '{name} spielt aus',
  'cards.ui.status': 'Die Runde',
  'cards.ui.round': 'Runde {n} von {of}',
  'cards.ui.trick': 'Stich {n} von {of}',
  'cards.ui.noTrump': 'Kein Trumpf',
  'cards.ui.options': 'Optionen',

  'cards.ui.mode': 'Wie der Stich eingetragen wird',
  'cards.ui.mode.quick': 'Gewinner',
  'cards.ui.mode.cards': 'Karten',
  'cards.ui.whoTook': 'Wer hat Stich {n} von {of} gemacht?',
  'cards.ui.cardOf': 'Karte von {name}',
  'cards.ui.removeCard': 'Letzte Karte entfernen',
  'cards.ui.take': 'Stich an {name}',
  'cards.ui.tricks': 'Stiche',
  'cards.ui.tricksN.one': '{n} Stich',
  'cards.ui.tricksN.other': '{n} Stiche',

  'cards.ui.tricksOf': 'Stiche von Runde {n}',
  'cards.ui.trickLed': '{name} spielte aus:',
  'cards.ui.trickTook': '{name} bekam ihn',
  'cards.ui.trickByWinner': '{name} bekam ihn (nur der Gewinner eingetragen)',
  'cards.ui.revokeMark': 'Bedienfehler',
  'cards.ui.revokes.one': '{n} Bedienfehler',
  'cards.ui.revokes.other': '{n} Bedienfehler',

  'cards.ui.winnerIs': '{names} gewinnt!',
  'cards.ui.winners': '{names} teilen sich den Sieg!',

  'cards.judge.players': 'Spieler am Tisch',
  'cards.judge.playersN': '{n} Spieler',
  'cards.judge.trick': 'Der Stich in Spielreihenfolge',
  'cards.judge.slot': 'Karte {n}',
  'cards.judge.wins': '{card} (Karte {n}) bekommt den Stich',
  'cards.judge.back': 'Letzte Karte entfernen',
  'cards.judge.clear': 'Neuer Stich',
}

export const trickStrings: { en: Record<TrickKey, string>; de: Record<TrickKey, string> } = {
  en,
  de,
}
