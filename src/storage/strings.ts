// Messages for every Reason that storage returns or throws; the app adds them with addStrings.
// Long messages are split at sentence ends only to keep lines short.

const en = {
  'storage.writeFailed':
    'Could not save on this device. Your scores are still on screen: ' +
    'free up some storage space, then try again.',
  'storage.stale': 'Another window changed this match first. It was reloaded; try again.',
  'storage.readFailed':
    'Could not read the saved games on this device. Reload the page and try again.',
  'storage.newerData':
    'The games saved on this device come from a newer Stichblock (data version {version}). ' +
    'Update the app to open them.',
  'storage.memoryOnly':
    'This browser does not let Stichblock save (private mode?). ' +
    'Scores are kept only until you close this tab.',
  'import.tooLarge': 'This file is larger than {megabytes} MB, too large for a Stichblock export.',
  'import.notJson': 'This file cannot be read. Choose a file that Stichblock exported (.json).',
  'import.notStichblock': 'This file is not a Stichblock export.',
  'import.newer':
    'This file comes from a newer Stichblock (data version {version}). ' +
    'Update the app, then import it again.',
  'import.badShape': 'This file is damaged: something unexpected at {path}. Nothing was imported.',
  'import.badValue':
    'This file is damaged: the value at {path} is not allowed. Nothing was imported.',
  'import.unknownGame':
    'Match {match} in this file is a game this version does not know ({game}). ' +
    'Update the app, then import it again.',
  'import.badMatch':
    'Match {match} in this file does not follow the rules of its game. Nothing was imported.',
  'import.tooDeep':
    'This file nests its data more than {max} levels deep; a Stichblock export never does. ' +
    'Nothing was imported.',
  'import.badTime':
    'This file is damaged: the date at {path} is not a real moment. Nothing was imported.',
  'import.timeOrder':
    'Match {match} in this file was last played before it began ({path} is too late). ' +
    'Nothing was imported.',
  'import.future':
    'Match {match} in this file is dated more than a day from now ({path}). ' +
    'Check the date on the phone it came from. Nothing was imported.',
  'import.badPlayers':
    'Match {match} in this file has player names the app does not allow. Nothing was imported.',
  'import.notUtf8':
    'This file is not UTF-8 text, so it is not a Stichblock export (or it was damaged). ' +
    'Nothing was imported.',
}

const de: Record<keyof typeof en, string> = {
  'storage.writeFailed':
    'Speichern auf diesem Gerät hat nicht geklappt. Deine Punkte sind noch zu sehen: ' +
    'Mach etwas Speicherplatz frei und versuch es noch einmal.',
  'storage.stale':
    'Ein anderes Fenster hat diese Partie zuerst geändert. Sie wurde neu geladen; versucht es noch einmal.',
  'storage.readFailed':
    'Die gespeicherten Spiele auf diesem Gerät ließen sich nicht lesen. ' +
    'Lade die Seite neu und versuch es noch einmal.',
  'storage.newerData':
    'Die Spiele auf diesem Gerät stammen von einem neueren Stichblock ' +
    '(Datenversion {version}). Aktualisiere die App, um sie zu öffnen.',
  'storage.memoryOnly':
    'Dieser Browser lässt Stichblock nichts speichern (privater Modus?). ' +
    'Die Punkte bleiben nur, bis du diesen Tab schließt.',
  'import.tooLarge':
    'Diese Datei ist größer als {megabytes} MB und damit zu groß für einen Stichblock-Export.',
  'import.notJson':
    'Diese Datei lässt sich nicht lesen. Wähle eine Datei, die Stichblock exportiert hat (.json).',
  'import.notStichblock': 'Diese Datei ist kein Stichblock-Export.',
  'import.newer':
    'Diese Datei stammt von einem neueren Stichblock (Datenversion {version}). ' +
    'Aktualisiere die App und importiere sie dann noch einmal.',
  'import.badShape':
    'Diese Datei ist beschädigt: Bei {path} steht etwas Unerwartetes. ' +
    'Es wurde nichts importiert.',
  'import.badValue':
    'Diese Datei ist beschädigt: Der Wert bei {path} ist nicht erlaubt. ' +
    'Es wurde nichts importiert.',
  'import.unknownGame':
    'Partie {match} in dieser Datei ist ein Spiel, das diese Version nicht kennt ({game}). ' +
    'Aktualisiere die App und importiere die Datei dann noch einmal.',
  'import.badMatch':
    'Partie {match} in dieser Datei hält sich nicht an die Regeln ihres Spiels. ' +
    'Es wurde nichts importiert.',
  'import.tooDeep':
    'Diese Datei verschachtelt ihre Daten tiefer als {max} Ebenen; ein Stichblock-Export tut das nie. ' +
    'Es wurde nichts importiert.',
  'import.badTime':
    'Diese Datei ist beschädigt: Das Datum bei {path} ist kein echter Zeitpunkt. ' +
    'Es wurde nichts importiert.',
  'import.timeOrder':
    'Partie {match} in dieser Datei wurde zuletzt gespielt, bevor sie begann ({path} ist zu spät). ' +
    'Es wurde nichts importiert.',
  'import.future':
    'Partie {match} in dieser Datei ist mehr als einen Tag in der Zukunft datiert ({path}). ' +
    'Prüft das Datum auf dem Handy, von dem sie kommt. Es wurde nichts importiert.',
  'import.badPlayers':
    'Partie {match} in dieser Datei hat Spielernamen, die die App nicht erlaubt. ' +
    'Es wurde nichts importiert.',
  'import.notUtf8':
    'Diese Datei ist kein UTF-8-Text, also kein Stichblock-Export (oder sie wurde beschädigt). ' +
    'Es wurde nichts importiert.',
}

export const storageStrings = { en, de }
