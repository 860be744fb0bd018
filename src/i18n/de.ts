import type { ShellKey } from './en'

/** Die deutschen Texte der App-Hülle; jeder englische Schlüssel muss hier stehen. */
export const de: Record<ShellKey, string> = {
  'app.loading': 'Lädt …',
  'app.loadFailed':
    'Dieser Teil der App konnte nicht geladen werden. Prüft die Verbindung und versucht es noch einmal.',
  'app.cancel': 'Abbrechen',
  'nav.home': 'Zurück zum Start',
  'nav.back': 'Zurück',
  'stepper.less': '{label}: eins weniger',
  'stepper.more': '{label}: eins mehr',
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

  'game.letzter-stich.name': 'Letzter Stich',
  'game.stich-fuer-stich.name': 'Stich für Stich',
  'game.stiche-im-team.name': 'Stiche im Team',
  'game.sticht-oder-nicht.name': 'Sticht oder nicht',

  'new.title': 'Neue Partie',
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

  'match.missingTitle': 'Partie nicht gefunden',
  'match.missing': 'Diese Partie ist nicht auf diesem Handy (vielleicht wurde sie gelöscht).',
  'match.undo': 'Rückgängig',
  'match.redo': 'Wiederholen',
  'match.saving': 'Speichert …',
  'match.savedN': '✓ Eintrag {n} gespeichert',
  'match.undone': 'Rückgängig: {what}',
  'match.redone': 'Wiederholt: {what}',
  'match.entryN': 'Eintrag {n}',
  'slots.change': ': ändern',
  'sheet.winner': 'gewonnen',

  'history.title': 'Frühere Partien',
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

  'settings.title': 'Einstellungen',
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
  'import.question.cancel': 'Abbrechen',
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
  'table.someoneFirst':
    'Ein anderes Handy hat zuerst eingetragen. Prüft den Tisch und tragt neu ein.',
  'table.tooLong': 'Eine Nachricht von einem anderen Handy war zu lang und wurde nicht beachtet.',
  'table.notAMessage':
    'Eine Nachricht von einem anderen Handy war nicht lesbar und wurde nicht beachtet.',
  'table.otherVersion':
    'Das andere Handy hat eine andere Version von Stichblock. Aktualisiert beide und verbindet euch neu.',
  'table.code.notOurs': 'Das ist kein Tisch-Code von Stichblock.',
  'table.code.answerHere':
    'Das ist die Antwort eines Handys, das beitritt. Scannt hier den Code „Diesem Tisch beitreten“ vom Gastgeber.',
  'table.code.offerHere':
    'Das ist der Beitritts-Code des Gastgebers. Der Gastgeber scannt den Code auf dem Handy, das beitritt.',
  'table.code.damaged':
    'Dieser Code ist unvollständig oder beschädigt. Scannt ihn noch einmal oder kopiert ihn ganz.',
  'table.full': 'Dieser Tisch ist voll: Es sind schon sechs Handys verbunden.',
  'table.hostLeft':
    'Das Handy des Gastgebers hat den Tisch verlassen, dieser Eintrag wurde nicht übernommen. Spielt auf diesem Handy weiter oder tretet neu bei.',
  'table.noAnswer':
    'Das Handy des Gastgebers hat nicht geantwortet, dieser Eintrag wurde nicht übernommen. Prüft den Tisch und tragt neu ein.',
  'home.join': 'Einem Tisch beitreten',
  'table.phones': 'Handys',
  'table.phonesLabel': 'Handys an diesem Tisch: einladen, sehen wer verbunden ist',
  'table.invite.title': 'Handys an diesem Tisch',
  'table.invite.count.one': 'Bisher nur dieses Handy.',
  'table.invite.count.other': '{n} Handys an diesem Tisch.',
  'table.invite.preparing': 'Der Code wird vorbereitet …',
  'table.invite.step1':
    'Auf dem anderen Handy: Stichblock öffnen, „Einem Tisch beitreten“ tippen und diesen Code scannen. Selbes WLAN oder Hotspot, kein Internet nötig.',
  'table.invite.qr': 'Beitritts-Code dieses Tisches als QR-Code',
  'table.invite.copy': 'Code kopieren',
  'table.invite.copied': 'Kopiert. Schickt ihn dem anderen Handy, z. B. im Chat.',
  'table.invite.next': 'Weiter: Antwort scannen',
  'table.invite.step2': 'Scannt jetzt den Code, den das andere Handy zeigt.',
  'table.invite.pasteAnswer': 'Oder seinen Antwort-Code einfügen',
  'table.invite.connect': 'Verbinden',
  'table.invite.connecting': 'Wird verbunden …',
  'table.invite.joined':
    'Ein Handy ist dem Tisch beigetreten. Ladet das nächste ein oder geht zurück zur Partie.',
  'table.invite.again': 'Meinen Code wieder zeigen',
  'table.invite.back': 'Zurück zur Partie',
  'table.invite.close': 'Tisch schließen',
  'table.join.title': 'Einem Tisch beitreten',
  'table.join.step1': 'Scannt den Code auf dem Handy des Gastgebers (in der Partie: Handys).',
  'table.join.paste': 'Oder den Code des Gastgebers einfügen',
  'table.join.go': 'Beitreten',
  'table.join.preparing': 'Die Antwort wird vorbereitet …',
  'table.join.step2': 'Jetzt scannt das Handy des Gastgebers diesen Code.',
  'table.join.qr': 'Antwort dieses Handys als QR-Code',
  'table.join.waiting': 'Warte auf das Handy des Gastgebers …',
  'table.join.lost.one':
    'Dieses Handy hat {n} Eintrag, der am Tisch fehlt (beide Handys haben allein weitergespielt). Den Tisch übernehmen und ihn verwerfen?',
  'table.join.lost.other':
    'Dieses Handy hat {n} Einträge, die am Tisch fehlen (beide Handys haben allein weitergespielt). Den Tisch übernehmen und sie verwerfen?',
  'table.join.take': 'Tisch übernehmen',
  'table.join.keep': 'Eigene Kopie behalten',
  'table.bar.host.one': 'Dieses Handy ist Gastgeber · {n} Handy verbunden',
  'table.bar.host.other': 'Dieses Handy ist Gastgeber · {n} Handys verbunden',
  'table.bar.guest': 'Am Tisch des Gastgebers: Einträge gehen an jedes Handy',
  'table.bar.left':
    'Das Handy des Gastgebers hat den Tisch verlassen. Dieses Handy spielt allein weiter.',
  'table.bar.rejoin': 'Neu beitreten',
  'table.noSeat': 'Wählt zuerst den Platz dieses Handys (oben in der Partie).',
  'table.seatAway':
    'Kein Handy am Tisch hat diesen Platz: Die Person muss beitreten und ihn wählen.',
  'table.noReply':
    'Das andere Handy hat nicht geantwortet. Ist es am Tisch, mit dieser Partie offen? Versucht es noch einmal.',
  'table.notAsked':
    'Dieses Handy kann das nicht beantworten: Es hat das Geheimnis dieses Falls nicht.',
  'table.yourSeat': 'Dieses Handy spielt',
  'table.noSeatYet': 'wählen …',
  'table.notJoined': 'Dieses Handy ist dem Tisch noch nicht beigetreten.',
  'table.link.failed': 'Dieses Handy konnte keine Verbindung vorbereiten. Versucht es noch einmal.',
  'table.link.timeout':
    'Die Handys haben sich nicht verbunden. Beide müssen im selben WLAN oder Hotspot sein; scannt die Codes noch einmal.',
  'table.link.badCode':
    'Dieser Code passt nicht zu dieser Verbindung. Beginnt das Beitreten auf beiden Handys neu.',
  'table.scan.noCamera':
    'Die Kamera dieses Handys lässt sich hier nicht nutzen. Fügt den Code stattdessen unten ein.',
  'table.scan.denied':
    'Die Kamera wurde nicht erlaubt. Erlaubt sie in den Einstellungen des Browsers oder fügt den Code unten ein.',
  'table.scan.photo': 'Code fotografieren',
  'table.scan.reading': 'Das Foto wird gelesen …',
  'table.scan.photoNone':
    'Auf diesem Foto ist kein Code zu finden. Versucht es noch einmal, näher und schärfer.',
  'table.scan.photoOther': 'Der Code auf diesem Foto ist nicht der, der hier gebraucht wird.',
  'import.gameNotReady':
    'Die Datei enthält eine Partie {game}, die diese Version noch nicht öffnen kann.',
}
