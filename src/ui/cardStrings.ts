// The card picker's words, shared by every French-deck game's judge.
const en = {
  'cards.pickSuit': 'Suit',
  'cards.pickRank': 'Rank of the {suit} card',
  'cards.pickNext': 'Card {n}: pick the suit, then the rank.',
  'cards.suitName.clubs': 'Clubs',
  'cards.suitName.spades': 'Spades',
  'cards.suitName.hearts': 'Hearts',
  'cards.suitName.diamonds': 'Diamonds',
  'cards.cardName': '{rank} of {suit}',
}

const de: Record<keyof typeof en, string> = {
  'cards.pickSuit': 'Farbe',
  'cards.pickRank': 'Wert der {suit}-Karte',
  'cards.pickNext': 'Karte {n}: erst die Farbe, dann den Wert wählen.',
  'cards.suitName.clubs': 'Kreuz',
  'cards.suitName.spades': 'Pik',
  'cards.suitName.hearts': 'Herz',
  'cards.suitName.diamonds': 'Karo',
  'cards.cardName': '{suit} {rank}',
}

export const pickerStrings = { en, de }
