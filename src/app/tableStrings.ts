// The words of a table of phones (#16): joining, seats, what a table refuses and why. They load
// with the table's code (src/app/table.ts and its screens), not with the first screen.
import { addStrings, type Strings } from '../i18n'

const en = {
  'table.someoneFirst': 'Another phone entered first. Check the table and enter again.',
  'table.tooLong': 'A message from another phone was too long and was ignored.',
  'table.notAMessage': 'A message from another phone could not be read and was ignored.',
  'table.otherVersion':
    'The other phone runs another version of Stichblock. Update both and join again.',
  'table.code.notOurs': 'This is not a Stichblock table code.',
  'table.code.answerHere':
    'This is the answer of a phone that joins: the host’s phone scans it. Here, scan the code the host’s phone shows under Phones.',
  'table.code.offerHere':
    'This is the host’s join code. The host scans the code shown on the phone that joins.',
  'table.code.damaged': 'This code is incomplete or damaged. Scan it again, or copy it whole.',
  'table.code.tooLong':
    'This text is far longer than a table code. Copy only the code, or scan it.',
  'table.full': 'This table is full: six phones are joined already.',
  'table.hostLeft':
    'The host’s phone left the table, so this entry was not taken. Carry on on this phone, or join again.',
  'table.hostLost':
    'The connection to the host’s phone was lost, so this entry was not taken. Carry on on this phone, or join again.',
  'table.noAnswer':
    'The host’s phone did not answer, so this entry was not taken. Check the table and enter again.',
  'table.back.title': 'Phones that were here',
  'table.back.bring': 'Bring back {player}’s phone',
  'table.back.step':
    'On {player}’s phone: tap “Join again” (or “Join a table”) and scan this code. Nothing to scan here.',
  'table.back.qr': 'Code for {player}’s phone to come back, as a QR code',
  'table.back.done': '{player}’s phone is back at the table.',
  'table.back.none': 'That phone cannot come back by one code. Invite it as a new phone.',
  'table.invite.title': 'Phones at this table',
  'table.joined.none': 'No phone joined yet.',
  'table.joined.count.one': '{n} phone joined',
  'table.joined.count.other': '{n} phones joined',
  'table.joined.seat': '{player}’s phone',
  'table.joined.noSeat': 'A phone, no seat chosen yet',
  'table.joined.reachable': 'reachable',
  'table.joined.unreachable': 'not reachable',
  'table.invite.preparing': 'Preparing the code…',
  'table.invite.step1':
    'On the other phone: open Stichblock, tap “Join a table” and scan this code. Same Wi-Fi or hotspot, no internet needed.',
  'table.invite.qr': 'Join code of this table as a QR code',
  'table.invite.copy': 'Copy code',
  'table.invite.copied': 'Copied. Send it to the other phone, e.g. in a chat.',
  'table.invite.step2': 'Then scan the code the other phone shows.',
  'table.invite.pasteAnswer': 'Or paste its answer code',
  'table.invite.connect': 'Connect',
  'table.invite.connecting': 'Connecting…',
  'table.invite.joined': 'A phone joined the table. Invite the next one, or go back to the match.',
  'table.invite.back': 'Back to the match',
  'table.invite.close': 'Close the table',
  'table.join.step1': 'Scan the code on the host’s phone (in the match: Phones).',
  'table.join.paste': 'Or paste the host’s code',
  'table.join.go': 'Join',
  'table.join.preparing': 'Preparing the answer…',
  'table.join.step2': 'Now the host’s phone scans this code.',
  'table.join.qr': 'This phone’s answer as a QR code',
  'table.join.waiting': 'Waiting for the host’s phone…',
  'table.join.lost.one':
    'This phone has {n} entry the table lacks (both phones went on alone). Take the table and drop it?',
  'table.join.lost.other':
    'This phone has {n} entries the table lacks (both phones went on alone). Take the table and drop them?',
  'table.join.take': 'Take the table',
  'table.join.keep': 'Keep this phone’s copy',
  'table.bar.host.one': 'Host · {n} phone joined',
  'table.bar.host.other': 'Host · {n} phones joined',
  'table.bar.guest': 'Joined the host’s table',
  'table.bar.quiet.one': 'Host · {joined} joined · {n} phone not reachable',
  'table.bar.quiet.other': 'Host · {joined} joined · {n} phones not reachable',
  'table.bar.hostQuiet': 'The host’s phone is not reachable. Entries wait for it.',
  'table.bar.left': 'The host’s phone left the table. This phone carries on alone.',
  'table.bar.lost': 'The connection to the host’s phone was lost. This phone carries on alone.',
  'table.bar.rejoin': 'Join again',
  'table.bar.away': 'This phone is not at the table now: what is entered here stays here.',
  'table.noSeat': 'Choose this phone’s seat first (at the top of the match).',
  'table.seatAway': 'No phone at the table has that seat: its player must join and choose it.',
  'table.noReply':
    'The other phone did not answer. Is it at the table, with this match open? Try again.',
  'table.notAsked': 'That phone cannot answer this: it does not have the secret of this case.',
  'table.compare.title': 'Compare with {name}’s phone',
  'table.compare.how':
    'Does {name}’s phone show the same four pictures and numbers? Only then does anything private go to it.',
  'table.compare.code': 'Safety code: {code}, {digits}',
  'table.compare.same': 'Same',
  'table.compare.different': 'Different',
  'table.compare.close': 'Close',
  'table.codesDiffer':
    'The codes differ: the host’s phone may be reading along. Nothing private was sent.',
  'table.yourSeat': 'This phone plays',
  'table.me': 'Me',
  'table.noSeatYet': 'choose…',
  'table.seatTaken': '{name} (another phone)',
  'table.notJoined': 'This phone has not joined the table yet.',
  'table.link.failed': 'This phone could not prepare a connection. Try again.',
  'table.link.timeout':
    'The phones did not connect. Both must be on the same Wi-Fi or hotspot; scan the codes again.',
  'table.link.badCode':
    'This code does not fit this connection. Start joining again on both phones.',
  'table.scan.noCamera': 'This phone’s camera cannot be used here. Paste the code below instead.',
  'table.scan.denied':
    'The camera was not allowed. Allow it in the browser’s settings, or paste the code below.',
  'table.scan.photo': 'Take a photo of the code',
  'table.scan.reading': 'Reading the photo…',
  'table.scan.photoNone': 'No code found in this photo. Try again, closer and sharper.',
  'table.scan.photoOther': 'The code in this photo is not the one needed here.',
  'table.seatOnly': 'Only {player}’s phone can enter this.',
  'table.keeperOnly': 'Only the phone that keeps this secret can enter this.',
  'table.oneStep':
    'At a table a correction replaces one earlier step with one, and removes nothing else.',
  'table.tooFast': 'This phone sent too many entries at once. Wait a moment, then enter again.',
  'table.tooMany': 'Too many messages at once: ignored until the phone slows down.',
  'table.keyChanged': 'This phone’s key changed. Leave the table and join again.',
  'table.badKey': 'A phone’s key for private messages is not valid. That phone must join again.',
  'table.seatDenied': 'The host’s phone did not let this phone play {player}.',
  'table.seatWait': 'Waiting for the host’s phone to agree that this phone plays {player}…',
  'table.seatAsk.new': 'A phone asks to play {player}.',
  'table.seatAsk.move': 'The phone of {from} asks to play {player} instead.',
  'table.seatAsk.held': '{player} is at another phone now: that phone loses the seat.',
  'table.seatAsk.mine': '{player} is this phone’s seat now: this phone loses it.',
  'table.seatAsk.allow': 'Allow',
  'table.seatAsk.refuse': 'Refuse',
  'table.refusals.title': 'Refused from other phones',
  'table.refusals.none': 'Nothing so far.',
  'table.refusals.from': 'the phone of {player}',
  'table.refusals.noSeat': 'a phone without a seat',
  'table.what.undo': 'an undo',
  'table.what.redo': 'a redo',
  'table.what.correction': 'a correction',
  'table.what.seat': 'a seat',
  'table.what.messages': 'messages',
  'table.refusals.row': '{time}, {who}: {what}. {reason}',
  'table.join.slow':
    'The host’s phone has not sent the table yet: are both phones on the same Wi-Fi or hotspot, with the host’s match open? This phone keeps asking; or start joining again.',
}

const de: Record<keyof typeof en, string> = {
  'table.someoneFirst':
    'Ein anderes Handy hat zuerst eingetragen. Prüft den Tisch und tragt neu ein.',
  'table.tooLong': 'Eine Nachricht von einem anderen Handy war zu lang und wurde nicht beachtet.',
  'table.notAMessage':
    'Eine Nachricht von einem anderen Handy war nicht lesbar und wurde nicht beachtet.',
  'table.otherVersion':
    'Das andere Handy hat eine andere Version von Stichblock. Aktualisiert beide und verbindet euch neu.',
  'table.code.notOurs': 'Das ist kein Tisch-Code von Stichblock.',
  'table.code.answerHere':
    'Das ist die Antwort eines Handys, das beitritt: Das Handy des Gastgebers scannt sie. Scannt hier den Code, den das Handy des Gastgebers unter „Handys“ zeigt.',
  'table.code.offerHere':
    'Das ist der Beitritts-Code des Gastgebers. Der Gastgeber scannt den Code auf dem Handy, das beitritt.',
  'table.code.damaged':
    'Dieser Code ist unvollständig oder beschädigt. Scannt ihn noch einmal oder kopiert ihn ganz.',
  'table.code.tooLong':
    'Dieser Text ist viel länger als ein Tisch-Code. Kopiert nur den Code oder scannt ihn.',
  'table.full': 'Dieser Tisch ist voll: Es sind schon sechs Handys verbunden.',
  'table.hostLeft':
    'Das Handy des Gastgebers hat den Tisch verlassen, dieser Eintrag wurde nicht übernommen. Spielt auf diesem Handy weiter oder tretet neu bei.',
  'table.hostLost':
    'Die Verbindung zum Handy des Gastgebers ist abgerissen, dieser Eintrag wurde nicht übernommen. Spielt auf diesem Handy weiter oder tretet neu bei.',
  'table.noAnswer':
    'Das Handy des Gastgebers hat nicht geantwortet, dieser Eintrag wurde nicht übernommen. Prüft den Tisch und tragt neu ein.',
  'table.back.title': 'Handys, die hier waren',
  'table.back.bring': 'Handy von {player} zurückholen',
  'table.back.step':
    'Auf dem Handy von {player}: „Neu beitreten“ (oder „Einem Tisch beitreten“) tippen und diesen Code scannen. Hier gibt es nichts zu scannen.',
  'table.back.qr': 'Code, mit dem das Handy von {player} zurückkommt, als QR-Code',
  'table.back.done': 'Das Handy von {player} ist wieder am Tisch.',
  'table.back.none':
    'Dieses Handy kann nicht mit einem Code zurückkommen. Ladet es als neues Handy ein.',
  'table.invite.title': 'Handys an diesem Tisch',
  'table.joined.none': 'Noch kein Handy verbunden.',
  'table.joined.count.one': '{n} Handy verbunden',
  'table.joined.count.other': '{n} Handys verbunden',
  'table.joined.seat': 'Handy von {player}',
  'table.joined.noSeat': 'Ein Handy, noch ohne Platz',
  'table.joined.reachable': 'erreichbar',
  'table.joined.unreachable': 'nicht erreichbar',
  'table.invite.preparing': 'Der Code wird vorbereitet …',
  'table.invite.step1':
    'Auf dem anderen Handy: Stichblock öffnen, „Einem Tisch beitreten“ tippen und diesen Code scannen. Selbes WLAN oder Hotspot, kein Internet nötig.',
  'table.invite.qr': 'Beitritts-Code dieses Tisches als QR-Code',
  'table.invite.copy': 'Code kopieren',
  'table.invite.copied': 'Kopiert. Schickt ihn dem anderen Handy, z. B. im Chat.',
  'table.invite.step2': 'Dann scannt den Code, den das andere Handy zeigt.',
  'table.invite.pasteAnswer': 'Oder seinen Antwort-Code einfügen',
  'table.invite.connect': 'Verbinden',
  'table.invite.connecting': 'Wird verbunden …',
  'table.invite.joined':
    'Ein Handy ist dem Tisch beigetreten. Ladet das nächste ein oder geht zurück zur Partie.',
  'table.invite.back': 'Zurück zur Partie',
  'table.invite.close': 'Tisch schließen',
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
  'table.bar.host.one': 'Gastgeber · {n} Handy verbunden',
  'table.bar.host.other': 'Gastgeber · {n} Handys verbunden',
  'table.bar.guest': 'Am Tisch des Gastgebers',
  'table.bar.quiet.one': 'Gastgeber · {joined} verbunden · {n} Handy nicht erreichbar',
  'table.bar.quiet.other': 'Gastgeber · {joined} verbunden · {n} Handys nicht erreichbar',
  'table.bar.hostQuiet': 'Das Handy des Gastgebers ist nicht erreichbar. Einträge warten darauf.',
  'table.bar.left':
    'Das Handy des Gastgebers hat den Tisch verlassen. Dieses Handy spielt allein weiter.',
  'table.bar.lost':
    'Die Verbindung zum Handy des Gastgebers ist abgerissen. Dieses Handy spielt allein weiter.',
  'table.bar.rejoin': 'Neu beitreten',
  'table.bar.away':
    'Dieses Handy ist gerade nicht am Tisch: Was hier eingetragen wird, bleibt hier.',
  'table.noSeat': 'Wählt zuerst den Platz dieses Handys (oben in der Partie).',
  'table.seatAway':
    'Kein Handy am Tisch hat diesen Platz: Die Person muss beitreten und ihn wählen.',
  'table.noReply':
    'Das andere Handy hat nicht geantwortet. Ist es am Tisch, mit dieser Partie offen? Versucht es noch einmal.',
  'table.notAsked':
    'Dieses Handy kann das nicht beantworten: Es hat das Geheimnis dieses Falls nicht.',
  'table.compare.title': 'Vergleicht mit dem Handy von {name}',
  'table.compare.how':
    'Zeigt das Handy von {name} dieselben vier Bilder und Zahlen? Nur dann geht etwas Privates dorthin.',
  'table.compare.code': 'Sicherheitscode: {code}, {digits}',
  'table.compare.same': 'Gleich',
  'table.compare.different': 'Anders',
  'table.compare.close': 'Schließen',
  'table.codesDiffer':
    'Die Codes sind verschieden: Das Handy des Gastgebers könnte mitlesen. Es wurde nichts Privates gesendet.',
  'table.yourSeat': 'Dieses Handy spielt',
  'table.me': 'Ich',
  'table.noSeatYet': 'wählen …',
  'table.seatTaken': '{name} (anderes Handy)',
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
  'table.seatOnly': 'Nur das Handy von {player} kann das eintragen.',
  'table.keeperOnly': 'Nur das Handy, das dieses Geheimnis hat, kann das eintragen.',
  'table.oneStep':
    'Am Tisch ersetzt eine Korrektur einen früheren Schritt durch einen und entfernt sonst nichts.',
  'table.tooFast':
    'Dieses Handy hat zu viele Einträge auf einmal geschickt. Wartet einen Moment und tragt dann neu ein.',
  'table.tooMany': 'Zu viele Nachrichten auf einmal: nicht beachtet, bis das Handy langsamer wird.',
  'table.keyChanged':
    'Der Schlüssel dieses Handys hat sich geändert. Verlasst den Tisch und tretet neu bei.',
  'table.badKey':
    'Der Schlüssel eines Handys für private Nachrichten ist ungültig. Dieses Handy muss neu beitreten.',
  'table.seatDenied':
    'Das Handy des Gastgebers hat dieses Handy nicht als {player} spielen lassen.',
  'table.seatWait':
    'Warte, bis das Handy des Gastgebers zustimmt, dass dieses Handy {player} spielt …',
  'table.seatAsk.new': 'Ein Handy möchte {player} spielen.',
  'table.seatAsk.move': 'Das Handy von {from} möchte stattdessen {player} spielen.',
  'table.seatAsk.held':
    '{player} ist gerade an einem anderen Handy: Dieses Handy verliert den Platz.',
  'table.seatAsk.mine': '{player} ist gerade der Platz dieses Handys: Dieses Handy verliert ihn.',
  'table.seatAsk.allow': 'Erlauben',
  'table.seatAsk.refuse': 'Ablehnen',
  'table.refusals.title': 'Von anderen Handys abgelehnt',
  'table.refusals.none': 'Bisher nichts.',
  'table.refusals.from': 'das Handy von {player}',
  'table.refusals.noSeat': 'ein Handy ohne Platz',
  'table.what.undo': 'ein Rückgängig',
  'table.what.redo': 'ein Wiederholen',
  'table.what.correction': 'eine Korrektur',
  'table.what.seat': 'ein Platz',
  'table.what.messages': 'Nachrichten',
  'table.refusals.row': '{time}, {who}: {what}. {reason}',
  'table.join.slow':
    'Das Handy des Gastgebers hat den Tisch noch nicht geschickt: Sind beide Handys im selben WLAN oder Hotspot, mit der Partie des Gastgebers offen? Dieses Handy fragt weiter; oder beginnt das Beitreten neu.',
}

export const tableStrings: Strings<keyof typeof en> = { en, de }

addStrings(tableStrings)
