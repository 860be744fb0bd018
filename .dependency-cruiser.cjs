// The layers of src/, written down once (`npm run deps`; docs: README "Architecture").
//
// From the ground up; a floor imports only from the floors below it, never from one above:
//
//   core          game-agnostic and pure: the match log, reasons, seats, report, statistics
//   storage       IndexedDB, export/import, migrations; from outside only through the modules
//                 listed in STORAGE_PUBLIC
//   table         several phones, one match: the shared log, its messages, seats, sealing
//   i18n          `t` and the app's own strings
//   cards         src/games/cards: the French deck and the follow-suit trick, shared by games;
//                 pure (core only), and below ui, whose French card picker shows its deck
//   ui            shared components (pickers, steppers, the hand-over screen, the end of a
//                 match, the draft)
//   game-contract src/games/types.ts: what a game chunk exports and what its page is handed
//   game          each src/games/<game>/; a game never imports another game
//   registry      src/games/list.ts (the list of games, one line each) and index.ts (what the
//                 app derives from it); each game's chunk loaded lazily
//   app           the shell: routes, screens, the open match, storage's one store, the table
//   entry | prerender
//                 src/main.tsx and src/start.tsx start the app; src/prerender renders screens
//                 at build time; neither imports the other
//
// What a lower floor needs from a higher one (a link, a string, past matches) is handed in:
// props, PlayProps/GameModule, or a small context that the app provides. A type both need lives
// on the lower floor. Every rule is named after the arrow it forbids ("ui-imports-app"), so a
// violation's message says which.

/** @type {{ name: string, path: string }[][]} Each row a floor; floors in one row are siblings. */
const FLOORS = [
  [{ name: 'core', path: '^src/core/' }],
  [{ name: 'storage', path: '^src/storage/' }],
  [{ name: 'table', path: '^src/table/' }],
  [{ name: 'i18n', path: '^src/i18n/' }],
  [{ name: 'cards', path: '^src/games/cards/' }],
  [{ name: 'ui', path: '^src/ui/' }],
  [{ name: 'game-contract', path: '^src/games/types[.]ts$' }],
  [{ name: 'game', path: '^src/games/(?!cards/)[^/]+/' }],
  [{ name: 'registry', path: '^src/games/(index|list)[.]ts$' }],
  [{ name: 'app', path: '^src/app/' }],
  [
    { name: 'entry', path: '^src/(main|start)[.]tsx$' },
    { name: 'prerender', path: '^src/prerender/' },
  ],
]

/**
 * Storage's doors: index.ts is its public face; the other two import nothing and are wanted in
 * the first load, where storage's own code (idb-keyval, valibot) must not load: its words (i18n)
 * and whether the browser keeps our data (the home screen).
 */
const STORAGE_PUBLIC = '^src/storage/(index|strings|persist)[.]ts$'

const upward = FLOORS.flatMap((row, level) =>
  row.flatMap((lower) =>
    FLOORS.slice(level)
      .flat()
      .filter((higher) => higher !== lower)
      .map((higher) => ({
        name: `${lower.name}-imports-${higher.name}`,
        comment: FLOORS.slice(level + 1)
          .flat()
          .includes(higher)
          ? `${lower.name} sits below ${higher.name}: hand what it needs down instead.`
          : `${lower.name} and ${higher.name} sit side by side and do not import each other.`,
        severity: 'error',
        from: { path: lower.path },
        to: { path: higher.path },
      })),
  ),
)

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'off-the-floors',
      comment: 'Every module of src/ sits on one of the FLOORS: add a new folder there first.',
      severity: 'error',
      from: { path: '^src/', pathNot: FLOORS.flat().map((floor) => floor.path) },
      to: {},
    },
    {
      name: 'game-imports-another-game',
      comment: 'A game imports only the floors below it and games/cards, never another game.',
      severity: 'error',
      from: { path: '^src/games/([^/]+)/', pathNot: '^src/games/cards/' },
      to: { path: '^src/games/[^/]+/', pathNot: '^src/games/($1|cards)/' },
    },
    {
      name: 'storage-only-through-index',
      comment: `Outside storage, import it through src/storage/index.ts (or ${STORAGE_PUBLIC}).`,
      severity: 'error',
      from: { pathNot: '^src/storage/' },
      to: { path: '^src/storage/', pathNot: STORAGE_PUBLIC },
    },
    {
      name: 'no-circular',
      comment: 'No circle of imports, type-only ones included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type is an arrow between floors like any other.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
}
