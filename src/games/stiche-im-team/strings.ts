// Stiche im Team's own words. Card words (suits, ranks) live in ../cards/strings, the words every
// card game shares (a trick as entered, a damaged entry) in ../cards/trickStrings.
// {player} is filled by the UI with the name of the seat in the reason's `seat` param; {players}
// (several names) comes filled from `roundReason` when it is given the names.

const en = {
  // The table and the options
  'sit.players': 'Stiche im Team is played by 3 to 5 players, not {n}.',
  'sit.lives': 'The team starts with 3 or 4 lives.',
  'sit.longAscentFive': 'The long ascent (up to 10 cards) is for 3 or 4 players, not 5.',

  // Trump
  'sit.badTrump': 'Trump is clubs, spades, hearts or diamonds, or no trump at all.',
  'sit.trumpFirst': 'First enter the card the dealer turned up for trump.',
  'sit.trumpSet': 'The trump of this round is already entered.',
  'sit.trumpNeeded': 'This round has a trump: enter the suit of the card the dealer turned up.',
  'sit.noTrumpRound':
    'This round has no trump: its card count, {cards}, is odd. Enter it without trump.',

  // Numbers (bids)
  'sit.bidRange': 'A bid goes from 0 to {max} in this round.',
  'sit.badCards': 'A round deals a whole number of cards, at least 1, not {cards}.',
  'sit.othersCount': "The dealer's number needs the bids of the 2 to 4 other players, not {n}.",
  'sit.bidsLength': 'There are {players} players, but {n} numbers were entered.',
  'sit.dealerBids':
    '{player} deals this round and does not choose a number: they must take the tricks the ' +
    'others leave.',
  'sit.bidMissing': '{player} has no number yet.',
  'sit.bidsFirst': 'Everybody but the dealer chooses a number before the first trick.',
  'sit.bidsDone': 'The numbers of this round are already in.',
  'sit.secretBids': 'With secret numbers, each player enters their number alone, in turn.',
  'sit.openBids': 'The numbers are shown at the same time: enter them all together.',
  'sit.notYourTurn':
    "{player} is not next: the numbers are chosen in turn, clockwise from the dealer's left.",

  // Tricks
  'sit.playedBefore': '{card} was already played in trick {trick} of this round.',

  // Secret numbers revealed early
  'sit.notSecret': 'The numbers are open in this game; there is nothing to reveal.',
  'sit.revealWhen': 'The numbers can be revealed once everybody has chosen and play has begun.',
  'sit.revealed': 'The numbers of this round are already revealed.',

  // Hidden numbers at a table of phones (#16)
  'sit.bidIn': '{player} has chosen a number already.',
  'sit.numberStays':
    '{player}’s secret number stays on the phone it was chosen on: it is never sent to the other phones.',
  'sit.showWhen': 'A hidden number is shown once every trick of the round is in.',
  'sit.shown': '{player}’s number is already shown.',
  'sit.showFirst': 'The round waits for the hidden numbers before anything else.',

  // Why a trick went where it did, one sentence each; the UI picks and joins them.
  // {suit} is a suit's singular form (see cards.suit.*).
  'sit.why.led': 'No trump was played; {card} is the highest {suit}.',
  'sit.why.offSuit.one': '{cards} neither follows suit nor is trump.',
  'sit.why.offSuit.other': '{cards} neither follow suit nor are trump.',

  // How a round ended
  // {cards} may be 1: worded so that it reads right for any card count.
  'sit.lost.bids':
    'The others bid {sum} together, more than the card count of this round ({cards}).',
  'sit.lost.over': '{player} has taken more tricks than their number.',
  'sit.lost.short': '{player} can no longer reach their number.',
  'sit.lost.missed': '{players} missed their number.',
  'sit.won': 'Everybody made their number.',
  'sit.playing': 'This round is still being played.',

  // What an undo or redo took back or put back ("Undone: trick 5, Dan"); never a secret's value.
  'sit.describe.trump.clubs': 'trump ♣ Clubs in round {n}',
  'sit.describe.trump.spades': 'trump ♠ Spades in round {n}',
  'sit.describe.trump.hearts': 'trump ♥ Hearts in round {n}',
  'sit.describe.trump.diamonds': 'trump ♦ Diamonds in round {n}',
  'sit.describe.noTrump': 'round {n} without trump',
  'sit.describe.bids': 'the numbers of round {n}',
  'sit.describe.bid': '{player}’s secret number',
  'sit.describe.show': '{player}’s number, shown',
  'sit.describe.reveal': 'revealing the numbers in round {n}',
}

export type SitKey = keyof typeof en

const de: Record<SitKey, string> = {
  'sit.players': 'Stiche im Team spielt ihr zu dritt bis zu fünft, nicht mit {n}.',
  'sit.lives': 'Das Team beginnt mit 3 oder 4 Leben.',
  'sit.longAscentFive':
    'Den langen Aufstieg (bis 10 Karten) spielt ihr zu dritt oder zu viert, nicht zu fünft.',

  'sit.badTrump': 'Trumpf ist Kreuz, Pik, Herz oder Karo – oder es gibt gar keinen.',
  'sit.trumpFirst': 'Tragt zuerst die Karte ein, die der Geber als Trumpf aufgedeckt hat.',
  'sit.trumpSet': 'Der Trumpf dieser Runde ist schon eingetragen.',
  'sit.trumpNeeded':
    'Diese Runde hat einen Trumpf: Tragt die Farbe der Karte ein, die der Geber aufgedeckt hat.',
  'sit.noTrumpRound':
    'Diese Runde hat keinen Trumpf: Ihre Kartenzahl {cards} ist ungerade. Tragt sie ohne ' +
    'Trumpf ein.',

  'sit.bidRange': 'In dieser Runde geht eine Zahl von 0 bis {max}.',
  'sit.badCards': 'Eine Runde hat eine ganze Zahl von Karten, mindestens 1, nicht {cards}.',
  'sit.othersCount': 'Die Zahl des Gebers braucht die Zahlen der 2 bis 4 anderen, nicht {n}.',
  'sit.bidsLength': 'Ihr seid {players} Spieler, aber es wurden {n} Zahlen eingetragen.',
  'sit.dealerBids':
    '{player} gibt in dieser Runde und wählt keine Zahl: Der Geber muss die Stiche machen, ' +
    'die die anderen übrig lassen.',
  'sit.bidMissing': '{player} hat noch keine Zahl.',
  'sit.bidsFirst': 'Vor dem ersten Stich wählen alle außer dem Geber ihre Zahl.',
  'sit.bidsDone': 'Die Zahlen dieser Runde sind schon eingetragen.',
  'sit.secretBids':
    'Bei geheimen Zahlen trägt jeder seine Zahl allein ein, einer nach dem anderen.',
  'sit.openBids': 'Ihr zeigt eure Zahlen gleichzeitig: Tragt sie alle zusammen ein.',
  'sit.notYourTurn':
    '{player} ist noch nicht dran: Ihr wählt reihum im Uhrzeigersinn, links vom Geber beginnend.',

  'sit.playedBefore': '{card} wurde in dieser Runde schon in Stich {trick} gespielt.',

  'sit.notSecret': 'Eure Zahlen sind in diesem Spiel offen; es gibt nichts aufzudecken.',
  'sit.revealWhen':
    'Aufdecken könnt ihr eure Zahlen, sobald alle gewählt haben und das Spiel begonnen hat.',
  'sit.revealed': 'Die Zahlen dieser Runde sind schon aufgedeckt.',

  'sit.bidIn': '{player} hat schon eine Zahl gewählt.',
  'sit.numberStays':
    'Die geheime Zahl von {player} bleibt auf dem Handy, auf dem sie gewählt wurde: Sie geht nie an die anderen Handys.',
  'sit.showWhen':
    'Eine verdeckte Zahl wird gezeigt, sobald alle Stiche der Runde eingetragen sind.',
  'sit.shown': 'Die Zahl von {player} ist schon gezeigt.',
  'sit.showFirst': 'Die Runde wartet zuerst auf die verdeckten Zahlen.',

  'sit.why.led': 'Es liegt kein Trumpf im Stich; {card} ist die höchste {suit}-Karte.',
  'sit.why.offSuit.one': '{cards} bedient nicht und ist kein Trumpf.',
  'sit.why.offSuit.other': '{cards} bedienen nicht und sind kein Trumpf.',

  'sit.lost.bids':
    'Die anderen haben zusammen {sum} gewählt, mehr als die Kartenzahl dieser Runde ({cards}).',
  'sit.lost.over': '{player} hat mehr Stiche gemacht als die eigene Zahl.',
  'sit.lost.short': '{player} kann die eigene Zahl nicht mehr erreichen.',
  'sit.lost.missed': 'Nicht getroffen: {players}.',
  'sit.won': 'Alle haben ihre Zahl getroffen.',
  'sit.playing': 'Diese Runde läuft noch.',

  'sit.describe.trump.clubs': 'Trumpf ♣ Kreuz in Runde {n}',
  'sit.describe.trump.spades': 'Trumpf ♠ Pik in Runde {n}',
  'sit.describe.trump.hearts': 'Trumpf ♥ Herz in Runde {n}',
  'sit.describe.trump.diamonds': 'Trumpf ♦ Karo in Runde {n}',
  'sit.describe.noTrump': 'Runde {n} ohne Trumpf',
  'sit.describe.bids': 'die Zahlen von Runde {n}',
  'sit.describe.bid': 'die geheime Zahl von {player}',
  'sit.describe.show': 'die gezeigte Zahl von {player}',
  'sit.describe.reveal': 'das Aufdecken der Zahlen in Runde {n}',
}

export const sitStrings: { en: Record<SitKey, string>; de: Record<SitKey, string> } = { en, de }
