/** A coverage source row: [section, the call as the spec words it, contract key]. */
export type TCoverageSource = readonly [section: string, specName: string, contract: string];
