// Writes the domain map (docs/DOMAIN-MAP.md): per domain its contract files, core folder, portal
// features, back-office section and e2e files, from the contract's `domain` of each call, core's
// module list and apps/core/src/platform/domain-map/places.ts. Prints what is out of place.
// Run after adding a domain, a feature folder or an e2e file: node apps/core/scripts/domain-map.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCoreConfig } from '../src/config.ts';
import { coreCallModules } from '../src/modules.ts';
import { DOMAIN_MAP_PATH, domainMap, misplaced, readRepo } from '../src/platform/domain-map/domain-map.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const facts = readRepo(repo, await coreCallModules(parseCoreConfig({})));
writeFileSync(path.join(repo, DOMAIN_MAP_PATH), domainMap(facts));
console.log(`wrote ${DOMAIN_MAP_PATH}`);
for (const p of misplaced(facts)) console.log(`out of place: ${p}`);
