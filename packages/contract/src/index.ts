// The package's one entry. Its exports are named in four lists by what they are (src/entry/):
// the shared wire vocabulary, and the calls of each spec document by name. A feature imports the
// calls it uses, so bundles carry only those.
export * from './entry/wire.ts';
export * from './entry/identity-calls.ts';
export * from './entry/money-calls.ts';
export * from './entry/merchant-calls.ts';
