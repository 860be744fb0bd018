import type { ShellKey } from './en'

/** Die deutschen Texte der App-Hülle; jeder englische Schlüssel muss hier stehen. */
export const de: Record<ShellKey, string> = {
  'app.loading': 'Lädt …',
  'app.loadFailed':
    'Dieser Teil der App konnte nicht geladen werden. Prüft die Verbindung und versucht es noch einmal.',
  'app.cancel': 'Abbrechen',
  'nav.home': 'Zurück zum Start',
  'nav.back': 'Zurück',
  'stepper.less': '{label}: eine weniger',
  'stepper.more': '{label}: eine mehr',
  'confirm.yes': 'Ja',
  'confirm.no': 'Nein',
  'banner.notSaved': 'Nicht gespeichert: Der letzte Eintrag ist nicht auf dem Handy.',
  'banner.dismiss': 'OK',
  'sw.offlineReady': 'Bereit für den Offline-Betrieb.',
  'sw.update': 'Eine neue Version von Stichblock ist bereit. Eure Partie bleibt, wie sie ist.',
  'sw.reload': 'Jetzt aktualisieren',
  'sw.later': 'Später',

  'gate.handTo': 'Gib das Handy an {name}.',
  'gate.nobodyElse': 'Niemand sonst schaut hin.',
  'gate.iAm': 'Ich bin {name}: zeigen',
  'gate.passTo': 'Gib das Handy an {name} weiter.',
  'gate.passBack': 'Leg das Handy zurück auf den Tisch.',
  'gate.hide': 'Verbergen',
  'gate.passed': 'Erledigt',

  'home.lede': 'Punkteblock und Schiedsrichter für den Kartentisch.',
  'home.menu': 'Hauptmenü',
  'home.continue': 'Partie fortsetzen',
  'home.new': 'Neue Partie',
  'home.judge': 'Stich prüfen',
  'home.history': 'Frühere Partien',
  'home.settings': 'Einstellungen',

  'new.game': 'Spiel',
  'new.playerRange': '{min}–{max} Spieler',
  'new.soon': 'kommt bald',
  'new.players': 'Spieler',
  'new.seatHint.dealer': 'In Sitzreihenfolge, im Uhrzeigersinn. Markiert, wer zuerst gibt.',
  'new.seatHint.confidant':
    'In Sitzreihenfolge, im Uhrzeigersinn. Markiert die erste Vertrauensperson (wer zuletzt ein Messer in der Hand hatte).',
  'new.seat': 'Spieler {n}',
  'new.role.dealer': 'gibt',
  'new.role.confidant': 'Vertrauensperson',
  'new.moveUp': 'Spieler {n} nach oben',
  'new.remove': 'Spieler {n} entfernen',
  'new.known': 'Spieler aus früheren Partien',
  'new.addPlayer': 'Spieler hinzufügen',
  'new.draw.dealer': 'Geber auslosen',
  'new.draw.confidant': 'Vertrauensperson auslosen',
  'new.start': 'Partie starten',

  'players.count': 'Dieses Spiel braucht {min} bis {max} Spieler, nicht {n}.',
  'players.empty': 'Spieler {seat} hat noch keinen Namen.',
  'players.tooLong': 'Der Name von Spieler {seat} ist zu lang (höchstens {max} Zeichen).',
  'players.duplicate': '„{name}“ sitzt zweimal am Tisch. Gebt jedem Spieler einen eigenen Namen.',
  'players.invisible':
    'Der Name von Spieler {seat} hat kein sichtbares Zeichen (nur Leerzeichen oder unsichtbare Zeichen).',
  'players.bidi':
    'Der Name von Spieler {seat} enthält ein verstecktes Zeichen für die Schreibrichtung, das den Text danach durcheinanderbringen kann. Gib den Namen ohne dieses Zeichen neu ein.',

  'match.missingTitle': 'Partie nicht gefunden',
  'match.missing': 'Diese Partie ist nicht auf diesem Handy (vielleicht wurde sie gelöscht).',
  'match.undo': 'Rückgängig',
  'match.redo': 'Wiederholen',
  'match.saving': 'Speichert …',
  'match.savedN': '✓ Eintrag {n} gespeichert',
  'match.undone': 'Rückgängig: {what}',
  'match.redone': 'Wiederholt: {what}',
  'match.entryN': 'Eintrag {n}',
  'match.entry': 'ein Eintrag',
  'slots.change': ': ändern',
  'sheet.winner': 'gewonnen',

  'history.empty': 'Noch keine Partien. Laufende und beendete Partien erscheinen hier.',
  'history.won': 'gewonnen von {names}',
  'history.inProgress': 'läuft noch',
  'history.delete': 'Löschen',
  'history.deleteQuestion': 'Diese Partie endgültig löschen?',

  'home.stats': 'Statistik',
  'ios.title': 'Eure Ergebnisse auf diesem iPhone behalten',
  'ios.why':
    'Safari löscht die Daten einer Website, die 7 Tage nicht geöffnet wurde. Eine App auf dem Home-Bildschirm behält sie.',
  'ios.how':
    'Tippt auf Teilen (das Quadrat mit dem Pfeil), dann „Zum Home-Bildschirm“, und öffnet Stichblock von dort.',
  'ios.gotIt': 'Verstanden',

  'settings.language': 'Sprache',
  'settings.theme': 'Darstellung',
  'settings.theme.system': 'Wie das Handy',
  'settings.theme.light': 'Hell',
  'settings.theme.dark': 'Dunkel',
  'settings.wakeLock': 'Bildschirm während einer Partie anlassen',
  'settings.storage': 'Eure Daten',
  'settings.persisted': 'Der Browser hat zugesagt, die Daten von Stichblock zu behalten.',
  'settings.notPersisted':
    'Der Browser darf die Daten von Stichblock löschen, wenn der Platz knapp wird. Exportiert ab und zu eine Sicherung.',
  'settings.persistUnknown': 'Dieser Browser sagt nicht, ob er die Daten behält.',
  'backup.export': 'Sicherung exportieren',
  'backup.import': 'Sicherung importieren',
  'backup.remind':
    '{n} Partien seit der letzten Sicherung beendet. Der Browser darf seine Daten löschen: Sicherung exportieren?',
  'backup.imported':
    'Importiert: {added} neu, {updated} aktualisiert, {unchanged} schon vorhanden.',
  'backup.importedConflicts':
    'Importiert: {added} neu, {copies}, {replaced} ersetzt, {updated} aktualisiert, {unchanged} schon vorhanden.',
  'backup.copies.one': '{n} als Kopie behalten',
  'backup.copies.other': '{n} als Kopien behalten',
  'import.question.title.one':
    'Diese Datei enthält eine andere Partie unter der Kennung einer Partie auf diesem Handy.',
  'import.question.title.other':
    'Diese Datei enthält {n} andere Partien unter den Kennungen von Partien auf diesem Handy.',
  'import.question.lead': 'Wählt, was bleiben soll. Erst „Importieren“ ändert etwas.',
  'import.question.match': 'Partie {n}',
  'import.question.choose': 'Was bleiben soll',
  'import.question.ours': 'Auf diesem Handy',
  'import.question.theirs': 'In der Datei',
  'import.question.keep': 'Beide behalten',
  'import.question.keepHint': 'Die Partie aus der Datei kommt als neue Partie dazu.',
  'import.question.replace': 'Die auf diesem Handy ersetzen',
  'import.question.replaceHint': 'Die Partie auf diesem Handy wird gelöscht.',
  'import.question.confirm': 'Importieren',
  'import.cancelled': 'Es wurde nichts importiert.',
  'import.progress.one': '{n} Eintrag',
  'import.progress.other': '{n} Einträge',
  'import.running': 'läuft',
  'import.finished': 'beendet',

  'judge.title': 'Schiedsrichter',
  'judge.pick': 'Welches Spiel wird gespielt?',
  'judge.games': 'Spiele',

  'core.noSuchEntry': 'Diesen Eintrag gibt es nicht.',
  'core.nothingToUndo': 'Es gibt nichts rückgängig zu machen.',
  'core.nothingToRedo': 'Es gibt nichts zu wiederholen.',
  'core.noMatch': 'Keine Partie ist offen.',
  'match.undoChanged':
    'Die Partie wurde in einem anderen Tab geändert: bitte prüfen und noch einmal rückgängig machen.',
  'match.redoChanged':
    'Die Partie wurde in einem anderen Tab geändert: bitte prüfen und noch einmal wiederholen.',
  'home.join': 'Einem Tisch beitreten',
  'table.phones': 'Handys',
  'table.phonesLabel': 'Handys an diesem Tisch: einladen, sehen wer verbunden ist',
  'import.gameNotReady':
    'Die Datei enthält eine Partie {game}, die diese Version noch nicht öffnen kann.',
}
