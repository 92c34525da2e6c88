// The layering of docs/architecture.md ("The layers"), as lint rules: each folder may import only
// the layers below it, the core (src/session) only through its public entries, the transport
// only through its entry, and the server only the contract. Checked on the import's text: the
// folder names below are unique in the tree, so a relative path names its layer.

const up = (folders, why) => ({ regex: `(^|/)(${folders.join('|')})(/|$)`, message: `layering: ${why}` });

const sessionInternals = {
  regex: '(^|/)session/(?!public/)[^/]+$',
  message: 'layering: outside src/session, import the core only through its public entries (src/session/public/<concern>).',
};
const transportInternals = {
  regex: '(^|/)api/transport/.+',
  message: 'layering: import the transport through its entry (src/api/transport), not its files.',
};
// the API's calls belong to a feature (src/features), one floor above the plain widgets
const transportCalls = {
  regex: '(^|/)api/transport$',
  importNames: ['callApi', 'callEnvelope', 'callFile', 'callImage', 'openStream'],
  message: 'layering: src/ui holds plain widgets that take props; a widget that calls the API is a feature (src/features).',
};

const above = {
  transport: ['session', 'router', 'ui', 'features', 'screens', 'elements', 'server'],
  session: ['router', 'ui', 'features', 'screens', 'elements', 'server'],
  router: ['ui', 'features', 'screens', 'elements', 'server'],
  ui: ['features', 'screens', 'elements', 'server'],
  features: ['screens', 'elements', 'server'],
  screens: ['elements', 'server'],
};

/** `no-restricted-imports` for `files`: the patterns given (a later config object replaces the rule, so each lists all of its own). */
const restrict = (files, patterns, ignores) => ({
  files,
  ...(ignores && { ignores }),
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export const layering = [
  restrict(
    ['src/api/contract/**'],
    [
      { regex: '^(?![./]|zod(/|$))', message: 'layering: the contract imports only itself and zod (the server and the browser share it).' },
      up(
        ['api/transport', 'session', 'router', 'ui', 'features', 'screens', 'print', 'i18n', 'validation', 'elements', 'server'],
        'the contract imports only itself and zod.',
      ),
    ],
  ),
  restrict(
    ['src/api/transport/**'],
    [up(above.transport, 'the transport sits below the session; it reaches it through its host (host.ts).')],
  ),
  restrict(
    ['src/i18n/**', 'src/validation/**', 'src/print/**'],
    [up(['api/transport', ...above.transport], 'texts, validation and printing depend only on the contract.')],
  ),
  restrict(['src/session/**'], [up(above.session, 'the session is the core: it imports only the api, texts and itself.')]),
  restrict(
    ['src/router/**'],
    [up(above.router, 'the router sits below the widgets and the screens.'), sessionInternals, transportInternals],
  ),
  restrict(
    ['src/ui/**'],
    [
      up(above.ui, 'src/ui (the widget kit) imports nothing from features, screens or elements.'),
      sessionInternals,
      transportInternals,
      transportCalls,
    ],
  ),
  restrict(['src/features/**'], [up(above.features, 'a feature sits below the screens.'), sessionInternals, transportInternals]),
  restrict(['src/screens/**'], [up(above.screens, 'the screens sit below the elements.'), sessionInternals, transportInternals]),
  restrict(['elements/**'], [up(['server'], 'the elements never import the server.'), sessionInternals, transportInternals]),
  restrict(
    ['server/**'],
    [
      {
        regex: '(^|/)src/(?!api/contract(/|$))',
        message: 'layering: the server imports only the contract (src/api/contract) of the browser code.',
      },
      up(['elements', 'demo'], 'the server imports only the contract of the browser code.'),
    ],
  ),
  {
    files: ['src/**', 'elements/**'],
    ignores: ['src/session/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='emitSessionEvent'] Property[key.name='type'][value.value='message']",
          message: "layering: show a toast with notify(text, kind) (src/session/public/notify), not a raw 'message' event.",
        },
      ],
    },
  },
];
