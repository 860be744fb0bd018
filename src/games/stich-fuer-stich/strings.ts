// Stich für Stich's own words. {player} is filled by the UI with the name of the seat in the
// reason's `seat` param. {suspect} and {weapon} arrive as ids ('gardener', 'ax'): put the names
// below ('sfs.suspect.<id>', 'sfs.weapon.<id>') in first, e.g. with `withCardNames` from rules.

const en = {
  // A trick as entered
  'sfs.badCard': 'Card {n} is neither a suspect card nor a phantom.',
  'sfs.badSuspect': 'Card {n} needs a suspect: influencer, hairdresser, gardener or mechanic.',
  'sfs.badWeapon': 'Card {n} needs a weapon: revolver, statue, spade, knife, pillow, poison or ax.',
  'sfs.badNumber': 'Card {n} has the number {number}, but the cards go from 1 to 13.',
  'sfs.phantomWeapon': 'Card {n} is a phantom: it has no suspect, no weapon and the number 0.',
  'sfs.duplicate': 'The card {suspect} {number} is entered twice. Each card exists only once.',
  'sfs.weaponNumberTwice':
    'Two cards show the weapon {weapon} with the number {number}, but no weapon has a number ' +
    'twice.',
  'sfs.phantoms': 'There are only 3 phantoms, but this trick has {n}.',
  'sfs.playedBefore':
    'The card {suspect} {number} was already played in trick {trick} of this case.',
  'sfs.weaponNumberBefore':
    'The weapon {weapon} with the number {number} was already played in trick {trick} of this ' +
    'case, and no weapon has a number twice.',
  'sfs.phantomsBefore': 'There are only 3 phantoms, but with this trick this case would have {n}.',

  // The secret and the search
  'sfs.badSecret':
    'The secret needs a culprit (one of the 4 suspects) and a weapon (one of the 7).',
  'sfs.guessIncomplete': 'Pick one suspect and one weapon.',
  'sfs.noSecretYet':
    'The confidant has not drawn the culprit and the weapon of this case yet. Do that first.',
  'sfs.secretSet': 'This case already has its culprit and weapon.',
  'sfs.secretStays':
    'A secret stays on the phone it was entered on: it is never sent to the other phones.',
  'sfs.cardsStay':
    'At a table, the cards of a trick are judged on the confidant’s phone: only the winner is sent.',
  'sfs.searchOnPhone': '{player} searches on their own phone first.',
  'sfs.askedEnough':
    '{player} has already searched twice after this trick: the confidant checks the tiles at the table.',
  'sfs.judgedEnough':
    'This trick’s cards were already judged twice: enter its winner, as the confidant says it.',
  'sfs.secretContradicts':
    'This culprit and weapon do not fit trick {trick}: with them, another card would have won it.',
  'sfs.searchOpen':
    'The search after this trick is not finished. Every sleuth who is still searching goes first.',
  'sfs.notSearching': 'Nobody is searching right now. The sleuths search after each trick.',
  'sfs.notPending':
    '{player} has already searched after this trick or has already solved the case.',
  'sfs.confidantSearches':
    '{player} is the confidant and already knows the culprit and the weapon.',
  'sfs.solvedTwice': '{player} is entered twice as having solved the case.',

  // A case's result and the game
  'sfs.players': 'Stich für Stich is played by 3 or 4 players, not {n}.',
  'sfs.trickCount': 'A case has 7 tricks, but {n} trick winners were entered.',
  'sfs.trickWinner': 'Trick {trick} needs a winner who sits at this table.',
  'sfs.solvedLength': 'There are {players} players, but {n} search results were entered.',
  'sfs.solvedBad':
    '{player} can only have solved the case after a trick from 1 to 7, or not at all.',
  'sfs.over': 'All cases are closed: the game is over. Start a new match to play on.',

  // Names on the cards and tiles
  'sfs.suspect.influencer': 'Influencer',
  'sfs.suspect.hairdresser': 'Hairdresser',
  'sfs.suspect.gardener': 'Gardener',
  'sfs.suspect.mechanic': 'Mechanic',
  'sfs.weapon.revolver': 'Revolver',
  'sfs.weapon.statue': 'Statue',
  'sfs.weapon.spade': 'Spade',
  'sfs.weapon.knife': 'Knife',
  'sfs.weapon.pillow': 'Pillow',
  'sfs.weapon.poison': 'Poison',
  'sfs.weapon.ax': 'Ax',
  'sfs.phantom': 'Phantom',

  // An entry in a few words, for the dock's "Undone: …" and "Redone: …"
  'sfs.describe.secret': 'the secret of case {n}',
  'sfs.describe.tiles': 'case {n} on paper tiles',
  'sfs.describe.guess': '{player}’s search after trick {n}',
  'sfs.describe.search': 'search after trick {n}',

  // Why a trick went where it did, for the confidant's eyes only
  'sfs.why.full': '{card} is a full trump: culprit and weapon.',
  'sfs.why.weapon':
    '{card} shows the weapon: it is the highest weapon trump, and no full trump was played.',
  'sfs.why.culprit':
    '{card} shows the culprit: it is the highest culprit trump, and no weapon trump was played.',
  'sfs.why.phantom': '{card} counts as the culprit, and no other trump was played.',
  'sfs.why.none': 'No trump was played; {card} has the highest number.',
  'sfs.why.first': '{card} ties with {other} and was played first.',
}

export type SfsKey = keyof typeof en

const de: Record<SfsKey, string> = {
  'sfs.badCard': 'Karte {n} ist weder eine Verdächtigenkarte noch ein Phantom.',
  'sfs.badSuspect':
    'Karte {n} braucht einen Verdächtigen: Influencer, Friseur, Gärtner oder Mechaniker.',
  'sfs.badWeapon':
    'Karte {n} braucht eine Waffe: Revolver, Statue, Spaten, Messer, Kissen, Gift oder Axt.',
  'sfs.badNumber': 'Karte {n} hat die Zahl {number}, aber die Karten gehen von 1 bis 13.',
  'sfs.phantomWeapon':
    'Karte {n} ist ein Phantom: Es hat keinen Verdächtigen, keine Waffe und die Zahl 0.',
  'sfs.duplicate':
    'Die Karte {suspect} {number} ist zweimal eingetragen. Jede Karte gibt es nur einmal.',
  'sfs.weaponNumberTwice':
    'Zwei Karten zeigen die Waffe {weapon} mit der Zahl {number}, aber keine Waffe hat eine Zahl ' +
    'zweimal.',
  'sfs.phantoms': 'Es gibt nur 3 Phantome, aber in diesem Stich sind {n}.',
  'sfs.playedBefore':
    'Die Karte {suspect} {number} wurde in diesem Fall schon in Stich {trick} gespielt.',
  'sfs.weaponNumberBefore':
    'Die Waffe {weapon} mit der Zahl {number} wurde in diesem Fall schon in Stich {trick} ' +
    'gespielt, und keine Waffe hat eine Zahl zweimal.',
  'sfs.phantomsBefore': 'Es gibt nur 3 Phantome, aber mit diesem Stich hätte dieser Fall {n}.',

  'sfs.badSecret':
    'Das Geheimnis braucht einen Täter (einen der 4 Verdächtigen) und eine Waffe (eine der 7).',
  'sfs.guessIncomplete': 'Wähle einen Verdächtigen und eine Waffe.',
  'sfs.noSecretYet':
    'Die Vertrauensperson hat Täter und Waffe für diesen Fall noch nicht gezogen. ' +
    'Das kommt zuerst.',
  'sfs.secretSet': 'Dieser Fall hat seinen Täter und seine Waffe schon.',
  'sfs.secretStays':
    'Ein Geheimnis bleibt auf dem Handy, auf dem es eingegeben wurde: Es geht nie an die anderen Handys.',
  'sfs.cardsStay':
    'Am Tisch werden die Karten eines Stichs auf dem Handy der Vertrauensperson beurteilt: Nur wer ihn gewinnt, wird gesendet.',
  'sfs.searchOnPhone': '{player} sucht zuerst auf dem eigenen Handy.',
  'sfs.askedEnough':
    '{player} hat nach diesem Stich schon zweimal gesucht: Die Vertrauensperson prüft die Plättchen am Tisch.',
  'sfs.judgedEnough':
    'Die Karten dieses Stichs wurden schon zweimal beurteilt: Tragt ein, wer ihn gewinnt, wie die Vertrauensperson es sagt.',
  'sfs.secretContradicts':
    'Dieser Täter und diese Waffe passen nicht zu Stich {trick}: Damit hätte eine andere Karte ' +
    'ihn gewonnen.',
  'sfs.searchOpen':
    'Die Suche nach diesem Stich ist noch nicht fertig. Erst sind alle Ermittler dran, die noch ' +
    'suchen.',
  'sfs.notSearching': 'Gerade sucht niemand. Die Ermittler suchen nach jedem Stich.',
  'sfs.notPending': '{player} hat nach diesem Stich schon gesucht oder den Fall schon gelöst.',
  'sfs.confidantSearches': '{player} ist die Vertrauensperson und kennt Täter und Waffe schon.',
  'sfs.solvedTwice': '{player} ist zweimal als Löser des Falls eingetragen.',

  'sfs.players': 'Stich für Stich wird zu dritt oder zu viert gespielt, nicht mit {n}.',
  'sfs.trickCount': 'Ein Fall hat 7 Stiche, aber es wurden {n} Stichgewinner eingetragen.',
  'sfs.trickWinner': 'Stich {trick} braucht einen Gewinner, der an diesem Tisch sitzt.',
  'sfs.solvedLength':
    'Es spielen {players} Personen, aber es wurden {n} Suchergebnisse eingetragen.',
  'sfs.solvedBad':
    '{player} kann den Fall nur nach einem Stich von 1 bis 7 gelöst haben oder gar nicht.',
  'sfs.over': 'Alle Fälle sind abgeschlossen: Das Spiel ist vorbei. Startet eine neue Partie.',

  'sfs.suspect.influencer': 'Influencer',
  'sfs.suspect.hairdresser': 'Friseur',
  'sfs.suspect.gardener': 'Gärtner',
  'sfs.suspect.mechanic': 'Mechaniker',
  'sfs.weapon.revolver': 'Revolver',
  'sfs.weapon.statue': 'Statue',
  'sfs.weapon.spade': 'Spaten',
  'sfs.weapon.knife': 'Messer',
  'sfs.weapon.pillow': 'Kissen',
  'sfs.weapon.poison': 'Gift',
  'sfs.weapon.ax': 'Axt',
  'sfs.phantom': 'Phantom',

  'sfs.describe.secret': 'das Geheimnis von Fall {n}',
  'sfs.describe.tiles': 'Fall {n} auf Papierplättchen',
  'sfs.describe.guess': 'Suche von {player} nach Stich {n}',
  'sfs.describe.search': 'Suche nach Stich {n}',

  'sfs.why.full': '{card} ist ein voller Trumpf: Täter und Waffe.',
  'sfs.why.weapon':
    '{card} zeigt die Waffe: der höchste Waffentrumpf, und kein voller Trumpf liegt im Stich.',
  'sfs.why.culprit':
    '{card} zeigt den Täter: der höchste Tätertrumpf, und kein Waffentrumpf liegt im Stich.',
  'sfs.why.phantom': '{card} zählt als Täter, und kein anderer Trumpf liegt im Stich.',
  'sfs.why.none': 'Kein Trumpf liegt im Stich; {card} hat die höchste Zahl.',
  'sfs.why.first': '{card} ist gleich hoch wie {other} und wurde zuerst gespielt.',
}

export const sfsStrings: { en: Record<SfsKey, string>; de: Record<SfsKey, string> } = { en, de }
