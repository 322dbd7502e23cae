// Writes openapi/openapi.json from the contract schemas. Run: pnpm --filter @openportal/contract generate:openapi
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/index.ts';

const target = fileURLToPath(new URL('../openapi/openapi.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`wrote ${target}`);
