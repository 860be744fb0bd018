// The words of the finished matches that travel at a table (#27): the question asked once per
// group, what came, and why what another phone sent was refused. They load with the match page's
// table bar (screens/match/HistoryAsks.tsx), as the table's own words do, and with Settings.
import { addStrings, type Strings } from '../i18n'

const en = {
  'history.ask.title': 'Share your finished matches with these players?',
  'history.ask.matches.one': '{n} finished match on this phone with at least two of {players}.',
  'history.ask.matches.other': '{n} finished matches on this phone with at least two of {players}.',
  'history.ask.lead':
    'They go to the phones at this table that share too, and theirs come here, for everyone’s statistics. Running matches never travel. Stop it any time in Settings.',
  'history.ask.yes': 'Share',
  'history.ask.no': 'Don’t share',
  'history.received.one': '{n} finished match came from another phone.',
  'history.received.other': '{n} finished matches came from other phones.',
  'history.refused': 'Matches another phone sent were not taken: {reason}',
  'history.tooLong': 'A message about finished matches was too long.',
  'history.notAMessage': 'A message about finished matches could not be read.',
  'history.otherVersion': 'The other phone runs another version of Stichblock.',
  'history.outOfOrder': 'Parts of the matches came out of order.',
  'history.notAsked': 'Matches came that this phone did not ask for.',
  'history.unasked': 'Match {match} was not asked for.',
  'history.notFinished': 'Match {match} is not finished.',
  'history.notThisGroup': 'Match {match} was not played by two of this table’s players.',
  'history.conflict.theirs': 'From the other phone',
  'history.conflict.keepHint': 'The match from the other phone is added as a new match.',
  'history.conflict.confirm': 'Take it',
  'history.conflict':
    'Matches from another phone have the ids of different matches on this phone. Choose for each:',
  'settings.shareHistory': 'Share finished matches at a table',
  'settings.shareHistoryHint':
    'At a table of phones, your finished matches with at least two of its players go to the phones that share too, and theirs come here. Asked once per group of players; off: nothing is sent or asked.',
}

const de: Record<keyof typeof en, string> = {
  'history.ask.title': 'Eure beendeten Partien mit diesen Spielern teilen?',
  'history.ask.matches.one':
    '{n} beendete Partie auf diesem Handy mit mindestens zwei von {players}.',
  'history.ask.matches.other':
    '{n} beendete Partien auf diesem Handy mit mindestens zwei von {players}.',
  'history.ask.lead':
    'Sie gehen an die Handys an diesem Tisch, die auch teilen, und deren kommen hierher, für die Statistik aller. Laufende Partien gehen nie mit. Abstellen jederzeit in den Einstellungen.',
  'history.ask.yes': 'Teilen',
  'history.ask.no': 'Nicht teilen',
  'history.received.one': '{n} beendete Partie kam von einem anderen Handy.',
  'history.received.other': '{n} beendete Partien kamen von anderen Handys.',
  'history.refused': 'Partien von einem anderen Handy wurden nicht übernommen: {reason}',
  'history.tooLong': 'Eine Nachricht über beendete Partien war zu lang.',
  'history.notAMessage': 'Eine Nachricht über beendete Partien war nicht lesbar.',
  'history.otherVersion': 'Das andere Handy hat eine andere Version von Stichblock.',
  'history.outOfOrder': 'Teile der Partien kamen in falscher Reihenfolge.',
  'history.notAsked': 'Es kamen Partien, nach denen dieses Handy nicht gefragt hat.',
  'history.unasked': 'Partie {match} war nicht erfragt.',
  'history.notFinished': 'Partie {match} ist nicht beendet.',
  'history.notThisGroup': 'Partie {match} haben nicht zwei Spieler dieses Tisches gespielt.',
  'history.conflict.theirs': 'Vom anderen Handy',
  'history.conflict.keepHint': 'Die Partie vom anderen Handy kommt als neue Partie dazu.',
  'history.conflict.confirm': 'Übernehmen',
  'history.conflict':
    'Partien von einem anderen Handy haben die Kennung anderer Partien auf diesem Handy. Wählt für jede:',
  'settings.shareHistory': 'Beendete Partien am Tisch teilen',
  'settings.shareHistoryHint':
    'An einem Tisch aus Handys gehen eure beendeten Partien mit mindestens zwei seiner Spieler an die Handys, die auch teilen, und deren kommen hierher. Einmal je Spielrunde gefragt; aus: nichts wird gesendet oder gefragt.',
}

export const historyStrings: Strings<keyof typeof en> = { en, de }

addStrings(historyStrings)
