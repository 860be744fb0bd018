// Sticht oder nicht's own words. {player} is filled by the UI with the name of the seat in the
// reason's `seat` param. {animal} and {animal2} arrive as ids ('wasp'): put the name below
// ('son.animal.<id>') in first, e.g. with `withAnimalNames` from rules. {card}, {cards} and
// {other} are built by the UI from the card's animal and value.

const en = {
  // The table and the options
  'son.players': 'Sticht oder nicht is played by 3 to 6 players, not {n}.',
  'son.rounds': 'A game has {min} to {max} rounds.',
  'son.roundsUneven':
    'Not everyone deals equally often: the rounds ({rounds}) are not a multiple of the players ({players}).',
  'son.onesTwice': 'Each animal has only one 1: the same 1 cannot be set aside twice.',
  'son.noOnesAside': 'With {players} players no 1s are set aside.',
  'son.onesCount': 'The set-aside 1s to record: {ones}, not {n}. Record all of them or none.',

  // A trick as entered
  'son.badAnimal': 'Card {n} needs an animal: Wasp, Porcupine, Scorpion or Swordfish.',
  'son.badValue': 'Card {n} has the value {value}, but the cards go from 1 to 12.',
  'son.setAsideValue':
    'Card {n} has the value {value}, but with 3 or 4 players all 11s and 12s are set aside.',
  'son.setAsideOne': 'Card {n} is the {animal} 1, which is set aside in this game.',
  'son.badPlusminus': 'The plusminus card with card {n} counts +2 or −2.',
  'son.twoPlusminus':
    'Only one plusminus card may be played per trick: once one is played, nobody else may.',
  'son.duplicate': '{animal} {value} is entered twice. Each card exists only once.',
  'son.playedBefore': '{animal} {value} was already played in trick {trick} of this round.',
  'son.badTrump': 'Trump is Wasp, Porcupine, Scorpion or Swordfish, or no trump at all.',
  'son.plusminusUsed': '{player} has already played their plusminus card this round.',
  'son.plusminusMismatch':
    'The plusminus card entered for this trick is not the one on the cards. Check both.',

  // The special cards
  'son.specialsCount': 'Two special cards are in effect each round, not {n}.',
  'son.badSpecial': 'Special card {n} is incomplete or damaged.',
  'son.customName': 'Special card {n} needs a name of 1 to {max} characters.',
  'son.twoTrumps': 'Only one trump card can be in effect: both trump cards are violet.',
  'son.twoPink':
    'Only one card for the most or fewest tricks can be in effect: both are pink, and one card of each pile is revealed.',
  'son.twoGreen':
    'Only one card for the most or fewest cards of an animal can be in effect: both are green, and one card of each pile is revealed.',
  'son.twoOrange':
    'Only one card giving points per card of an animal can be in effect: both are orange, and one card of each pile is revealed.',
  'son.specialsSet': 'The special cards of this round are already chosen.',
  'son.specialsFirst': 'First enter the two special cards chosen for this round.',

  // Tricks and points of a round
  'son.allTricksPlayed': 'Every trick of this round is played: nobody holds a card any more.',
  'son.tricksLeft': 'The round is scored once all its tricks are played; {n} still to go.',
  'son.cardsPerPlayer': 'With {players} players everyone holds {cards} cards.',
  'son.tricksLength': 'There are {players} players: one trick count for each, not {n}.',
  'son.badTricks': "{player}'s tricks must be a whole number, 0 or more.",
  'son.tricksSum': 'The tricks won add up to {sum}, but a round has {cards} tricks.',
  'son.countsMissing':
    "Special card {n} needs the number of its animal's cards in each player's won tricks.",
  'son.customMissing': "Special card {n} needs each player's points.",
  'son.inputNotNeeded': 'Special card {n} needs no points or counts typed in.',
  'son.inputLength': 'There are {players} players: one number for each, not {n}.',
  'son.customRange': "{player}'s points must be a whole number from {min} to {max}.",
  'son.badCount': "{player}'s count must be a whole number, 0 or more.",
  'son.animalTooMany': 'The counts of {animal} cards add up to {n}, but the game has only {max}.',
  'son.animalTooFew':
    'The counts of {animal} cards add up to {n}, but all {all} are played: they must add up to {all}.',
  'son.animalTooFewOr':
    'The counts of {animal} cards add up to {n}, but all are played: they must add up to {all}, or {less} if the {animal} 1 is set aside.',
  'son.bothShort':
    'The counts of {animal} and {animal2} cards cannot both be one short: only one 1 is set aside.',
  'son.neitherShort':
    'The counts of {animal} and {animal2} cards cannot both be complete: one of their 1s is set aside, so one of them is one short.',
  'son.countsDisagree': 'Both special cards count {animal} cards, but their counts differ.',
  'son.countTooHigh': "{player}'s tricks hold only {max} cards, fewer than counted.",
  'son.countsDiffer':
    'The cards of every trick are entered, and the counts for special card {n} differ from them.',

  // What undo and redo say they took back or put back ("Undone: trick 5, Dan")
  'son.describe.specials': 'the special cards of round {round}',
  'son.describe.trickPm': 'trick {n}, {player}, plusminus {sign} by {by}',
  'son.describe.lastTrick': 'trick {n}, {player}, and the scoring of round {round}',
  'son.describe.lastTrickPm':
    'trick {n}, {player}, plusminus {sign} by {by}, and the scoring of round {round}',
  'son.describe.score': 'the scoring of round {round}',

  // Names on the cards
  'son.animal.wasp': 'Wasp',
  'son.animal.porcupine': 'Porcupine',
  'son.animal.scorpion': 'Scorpion',
  'son.animal.swordfish': 'Swordfish',

  // The special cards as the screens show them; {points} comes signed ('+5', '−3')
  'son.special.trump': 'Trump: {animal}',
  'son.special.tricks.most': '{points} for the most tricks',
  'son.special.tricks.fewest': '{points} for the fewest tricks',
  'son.special.animal.most': '{points} for the most {animal} cards',
  'son.special.animal.fewest': '{points} for the fewest {animal} cards',
  'son.special.perCard': '+1 per {animal} card',
  'son.special.custom': '{name}',

  // Why a trick went where it did, one sentence each; the UI picks and joins them.
  'son.why.led': '{card} is the highest {animal}.',
  'son.why.tie': '{card} ties with {other}, and the plusminus card wins.',
  'son.why.plusminus': '{card} counts {value} with the plusminus card.',
  'son.why.offAnimal.one': '{cards} neither follows nor is trump.',
  'son.why.offAnimal.other': '{cards} neither follow nor are trump.',
}

export type SonKey = keyof typeof en

const de: Record<SonKey, string> = {
  'son.players': 'Sticht oder nicht spielt ihr zu dritt bis zu sechst, nicht mit {n}.',
  'son.rounds': 'Ein Spiel hat {min} bis {max} Runden.',
  'son.roundsUneven':
    'Nicht alle geben gleich oft: Die Runden ({rounds}) sind kein Vielfaches der Spieler ({players}).',
  'son.onesTwice': 'Jedes Tier hat nur eine 1: Dieselbe 1 könnt ihr nicht zweimal beiseitelegen.',
  'son.noOnesAside': 'Zu {players} legt ihr keine 1 beiseite.',
  'son.onesCount':
    'Beiseitegelegte 1en zum Eintragen: {ones}, nicht {n}. Tragt alle ein oder keine.',

  'son.badAnimal': 'Karte {n} braucht ein Tier: Wespe, Stachelschwein, Skorpion oder Schwertfisch.',
  'son.badValue': 'Karte {n} hat den Wert {value}, die Karten gehen aber von 1 bis 12.',
  'son.setAsideValue':
    'Karte {n} hat den Wert {value}, aber zu dritt oder zu viert liegen alle 11en und 12en ' +
    'beiseite.',
  'son.setAsideOne': 'Karte {n} ist die {animal}-1, die in diesem Spiel beiseiteliegt.',
  'son.badPlusminus': 'Die Plusminus-Karte bei Karte {n} zählt +2 oder −2.',
  'son.twoPlusminus':
    'Pro Stich darf nur eine Plusminus-Karte gespielt werden: Liegt eine, darf niemand sonst.',
  'son.duplicate': '{animal} {value} ist zweimal eingetragen. Jede Karte gibt es nur einmal.',
  'son.playedBefore': '{animal} {value} wurde in dieser Runde schon in Stich {trick} gespielt.',
  'son.badTrump': 'Trumpf ist Wespe, Stachelschwein, Skorpion oder Schwertfisch – oder keiner.',
  'son.plusminusUsed': '{player} hat die Plusminus-Karte in dieser Runde schon gespielt.',
  'son.plusminusMismatch':
    'Die Plusminus-Karte dieses Stichs passt nicht zu der auf den Karten. Prüft beides.',

  'son.specialsCount': 'In jeder Runde gelten zwei Sonderkarten, nicht {n}.',
  'son.badSpecial': 'Sonderkarte {n} ist unvollständig oder beschädigt.',
  'son.customName': 'Sonderkarte {n} braucht einen Namen mit 1 bis {max} Zeichen.',
  'son.twoTrumps': 'Es kann nur eine Trumpfkarte gelten: Beide Trumpfkarten sind violett.',
  'son.twoPink':
    'Es kann nur eine Karte für die meisten oder wenigsten Stiche gelten: Beide sind rosa, und von jedem Stapel liegt eine Karte offen.',
  'son.twoGreen':
    'Es kann nur eine Karte für die meisten oder wenigsten Karten eines Tiers gelten: Beide sind grün, und von jedem Stapel liegt eine Karte offen.',
  'son.twoOrange':
    'Es kann nur eine Karte mit Punkten je Karte eines Tiers gelten: Beide sind orange, und von jedem Stapel liegt eine Karte offen.',
  'son.specialsSet': 'Die Sonderkarten dieser Runde sind schon gewählt.',
  'son.specialsFirst':
    'Tragt zuerst die zwei Sonderkarten ein, die ihr für diese Runde gewählt habt.',

  'son.allTricksPlayed': 'Alle Stiche dieser Runde sind gespielt: Niemand hat mehr Karten.',
  'son.tricksLeft': 'Gewertet wird, wenn alle Stiche gespielt sind; es fehlen noch {n}.',
  'son.cardsPerPlayer': 'Zu {players} hat jeder {cards} Karten.',
  'son.tricksLength': 'Ihr seid {players} Spieler: eine Stichzahl für jeden, nicht {n}.',
  'son.badTricks': 'Die Stiche von {player} müssen eine ganze Zahl sein, 0 oder mehr.',
  'son.tricksSum': 'Die Stiche ergeben zusammen {sum}, eine Runde hat aber {cards} Stiche.',
  'son.countsMissing':
    'Sonderkarte {n} braucht für jeden die Zahl der Karten ihres Tiers in den eigenen Stichen.',
  'son.customMissing': 'Sonderkarte {n} braucht die Punkte von jedem.',
  'son.inputNotNeeded': 'Für Sonderkarte {n} tragt ihr keine Punkte oder Zahlen ein.',
  'son.inputLength': 'Ihr seid {players} Spieler: eine Zahl für jeden, nicht {n}.',
  'son.customRange': 'Die Punkte von {player} müssen eine ganze Zahl von {min} bis {max} sein.',
  'son.badCount': 'Die Zahl von {player} muss eine ganze Zahl sein, 0 oder mehr.',
  'son.animalTooMany': 'Die {animal}-Karten ergeben zusammen {n}, im Spiel sind aber nur {max}.',
  'son.animalTooFew':
    'Die {animal}-Karten ergeben zusammen {n}, aber alle {all} sind gespielt: Es müssen {all} sein.',
  'son.animalTooFewOr':
    'Die {animal}-Karten ergeben zusammen {n}, aber alle sind gespielt: Es müssen {all} sein, oder {less}, wenn die {animal}-1 beiseiteliegt.',
  'son.bothShort':
    'Die {animal}- und die {animal2}-Karten können nicht beide eine zu wenig sein: Es liegt nur eine 1 beiseite.',
  'son.neitherShort':
    'Die {animal}- und die {animal2}-Karten können nicht beide vollständig sein: Eine ihrer 1en liegt beiseite, also fehlt bei einem der beiden eine Karte.',
  'son.countsDisagree': 'Beide Sonderkarten zählen {animal}-Karten, aber eure Zahlen weichen ab.',
  'son.countTooHigh': 'In den Stichen von {player} liegen nur {max} Karten, weniger als gezählt.',
  'son.countsDiffer':
    'Die Karten aller Stiche sind eingetragen, und die Zahlen für Sonderkarte {n} weichen davon ab.',

  'son.describe.specials': 'die Sonderkarten von Runde {round}',
  'son.describe.trickPm': 'Stich {n}, {player}, Plusminus {sign} von {by}',
  'son.describe.lastTrick': 'Stich {n}, {player}, und die Wertung von Runde {round}',
  'son.describe.lastTrickPm':
    'Stich {n}, {player}, Plusminus {sign} von {by}, und die Wertung von Runde {round}',
  'son.describe.score': 'die Wertung von Runde {round}',

  'son.animal.wasp': 'Wespe',
  'son.animal.porcupine': 'Stachelschwein',
  'son.animal.scorpion': 'Skorpion',
  'son.animal.swordfish': 'Schwertfisch',

  'son.special.trump': 'Trumpf: {animal}',
  'son.special.tricks.most': '{points} für die meisten Stiche',
  'son.special.tricks.fewest': '{points} für die wenigsten Stiche',
  'son.special.animal.most': '{points} für die meisten {animal}-Karten',
  'son.special.animal.fewest': '{points} für die wenigsten {animal}-Karten',
  'son.special.perCard': '+1 je {animal}-Karte',
  'son.special.custom': '{name}',

  'son.why.led': '{card} ist die höchste {animal}-Karte.',
  'son.why.tie': '{card} ist gleich hoch wie {other}, und die Plusminus-Karte gewinnt.',
  'son.why.plusminus': '{card} zählt mit der Plusminus-Karte {value}.',
  'son.why.offAnimal.one': '{cards} bedient nicht und ist kein Trumpf.',
  'son.why.offAnimal.other': '{cards} bedienen nicht und sind kein Trumpf.',
}

export const sonStrings: { en: Record<SonKey, string>; de: Record<SonKey, string> } = { en, de }
