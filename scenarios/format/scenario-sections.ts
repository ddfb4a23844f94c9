/**
 * The type of every section of a scenario, by key. The core knows no section: each feature
 * adds its own here next to its manifest (declaration merging, as the session's slices are
 * added to `PluginStates`), and schema.ts checks at compile time that these are exactly the
 * types of the sections the features declare. A feature's code can then read
 * `scenario.decks` typed, without the type of the whole list of features (which would refer
 * to itself through the sections' checks).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ScenarioSections {}
