// The layering rules of ARCHITECTURE.md, checked on every import (type-only ones included, since
// they can become real ones by one edit) by `npm run lint:deps`. Rule names are what a failure
// prints; lint-rules.test.ts plants one violation of each and expects its name.

/** Database drivers and the ORM: a domain rule is pure and never touches storage. */
const ORM = '(^|/)node_modules/(@mikro-orm/|pg/|pg-boss/|ioredis/)|^(@mikro-orm/|pg$|pg-boss$|ioredis$)';
/** Ways out to the network, by Node's own modules or by a client package. */
const NETWORK_CORE = '^(node:)?(http|https|http2|net|tls|dgram|dns)$';
const NETWORK_PACKAGES =
  '(^|/)node_modules/(undici/|node-fetch/|axios/|graphql-request/|nodemailer/|@apollo/client/)|^(undici|node-fetch|axios|graphql-request|nodemailer|@apollo/client)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-subgraph-to-subgraph',
      severity: 'error',
      comment:
        'A subgraph owns its data and speaks to another only through the gateway (its ports/ call the public API): ' +
        'one subgraph never imports another.',
      from: { path: '^subgraphs/([^/]+)/' },
      to: { path: '^subgraphs/([^/]+)/', pathNot: '^subgraphs/$1/' },
    },
    {
      name: 'domain-no-orm',
      severity: 'error',
      comment: 'domain/ holds pure rules with unit tests beside them: no ORM, no database driver.',
      from: { path: '(^|/)domain/' },
      to: { path: ORM },
    },
    {
      name: 'domain-no-network',
      severity: 'error',
      comment: 'domain/ holds pure rules: no HTTP, no network client, and neither ports/ nor services/, which do I/O.',
      from: { path: '(^|/)domain/' },
      to: {
        path: [NETWORK_CORE, NETWORK_PACKAGES, '(^|/)src/(ports|services)/'],
      },
    },
    {
      name: 'client-audience-own-folder',
      severity: 'error',
      comment:
        'web/src/client by audience: storefront (the islands every shop page downloads), checkout, dashboard ' +
        'and shared. Each reaches only its own folder and shared/; shared reaches no audience. ' +
        'The built bundle is checked too (islands-bundle.test.ts).',
      from: { path: '^web/src/client/([^/]+)/' },
      to: { path: '^web/src/client/[^/]+/', pathNot: ['^web/src/client/$1/', '^web/src/client/shared/'] },
    },
    {
      name: 'client-audience-own-documents',
      severity: 'error',
      comment:
        "The typed documents by audience: the storefront's (and the error codes) are public, the checkout's and the " +
        "dashboard's only for their own folder.",
      from: { path: '^web/src/client/([^/]+)/' },
      to: {
        path: '^web/src/graphql/generated/(checkout|dashboard)[.]ts$',
        pathNot: '^web/src/graphql/generated/$1[.]ts$',
      },
    },
    {
      name: 'storefront-no-editor',
      severity: 'error',
      comment: "The rich-text editor's libraries (130 kB gzipped) are the dashboard's; never in the islands.",
      from: { path: '^web/src/client/(storefront|shared)/' },
      to: { path: '(^|/)node_modules/(@tiptap/|prosemirror-)|^(@tiptap/|prosemirror-)' },
    },
    {
      name: 'packages-no-app',
      severity: 'error',
      comment:
        'packages/ hold the rules shared by server and browser; they never import the parts that use them ' +
        '(subgraphs, gateway, web, server).',
      from: { path: '^packages/' },
      to: { path: '^(subgraphs|gateway|web|server)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other at run time load in an order that depends on who came first. ' +
        'A cycle closed by a type import (generated resolver types naming the context) is erased by the compiler; ' +
        "one closed by a lazy import() (the dashboard's panel registry loading a panel that links to others) runs after both have loaded.",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.turbo|\\.data|test-results)/|^packages/theme/themes/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
