// Card words shared by every French-deck game. Kept free of i18n/index.ts (which pulls in
// Preact signals) so the rules stay pure; the shape still matches `Strings`.

const en = {
  'cards.countExact': 'A trick needs {min} cards, not {n}.',
  'cards.badSuit': 'Card {n} needs a suit: clubs, spades, hearts or diamonds.',
  'cards.badRank':
    'Card {n} has rank {rank}, which is not in this deck. Ranks go from {min} to {max}.',
  'cards.duplicate': '{card} is entered twice. Each card exists only once.',

  // `.one` reads "the highest spade", `.other` reads "spades must be followed"
  'cards.suit.clubs.one': 'club',
  'cards.suit.clubs.other': 'clubs',
  'cards.suit.spades.one': 'spade',
  'cards.suit.spades.other': 'spades',
  'cards.suit.hearts.one': 'heart',
  'cards.suit.hearts.other': 'hearts',
  'cards.suit.diamonds.one': 'diamond',
  'cards.suit.diamonds.other': 'diamonds',

  // short labels on the cards; the names are for screen readers
  'cards.rank.11': 'J',
  'cards.rank.12': 'Q',
  'cards.rank.13': 'K',
  'cards.rank.14': 'A',
  'cards.rankName.11': 'Jack',
  'cards.rankName.12': 'Queen',
  'cards.rankName.13': 'King',
  'cards.rankName.14': 'Ace',
}

export type CardKey = keyof typeof en

const de: Record<CardKey, string> = {
  'cards.countExact': 'Ein Stich braucht {min} Karten, nicht {n}.',
  'cards.badSuit': 'Karte {n} braucht eine Farbe: Kreuz, Pik, Herz oder Karo.',
  'cards.badRank':
    'Karte {n} hat den Wert {rank}, den es in diesem Blatt nicht gibt. Erlaubt sind {min} bis {max}.',
  'cards.duplicate': '{card} ist zweimal eingetragen. Jede Karte gibt es nur einmal.',

  'cards.suit.clubs.one': 'Kreuz',
  'cards.suit.clubs.other': 'Kreuz',
  'cards.suit.spades.one': 'Pik',
  'cards.suit.spades.other': 'Pik',
  'cards.suit.hearts.one': 'Herz',
  'cards.suit.hearts.other': 'Herz',
  'cards.suit.diamonds.one': 'Karo',
  'cards.suit.diamonds.other': 'Karo',

  'cards.rank.11': 'B',
  'cards.rank.12': 'D',
  'cards.rank.13': 'K',
  'cards.rank.14': 'A',
  'cards.rankName.11': 'Bube',
  'cards.rankName.12': 'Dame',
  'cards.rankName.13': 'König',
  'cards.rankName.14': 'Ass',
}

export const cardStrings: { en: Record<CardKey, string>; de: Record<CardKey, string> } = { en, de }
