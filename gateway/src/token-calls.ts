import { z } from 'zod';
import { METHOD_CALLS, REST_CALLS, type Call } from '@openportal/contract';

const TOKEN_FIELD = /"(refreshToken|accessToken)"/;

/** Whether the contract lets this call's answer carry a token (read from its response schema). */
function carriesTokens(call: Call): boolean {
  try {
    return TOKEN_FIELD.test(JSON.stringify(z.toJSONSchema(call.response, { unrepresentable: 'any', io: 'output' })));
  } catch {
    // A schema JSON Schema cannot show: treated as one that may carry tokens (buffered, read).
    return true;
  }
}

/** Method calls whose answer can carry tokens. */
const TOKEN_METHODS: ReadonlySet<string> = new Set(
  Object.entries(METHOD_CALLS)
    .filter(([, call]) => carriesTokens(call as Call))
    .map(([name]) => name),
);

/** REST calls whose answer can carry tokens, as path patterns (`{id}` any one segment). */
const TOKEN_REST_PATHS: readonly RegExp[] = Object.values(REST_CALLS)
  .filter((call) => carriesTokens(call as Call))
  .map((call) => {
    const pattern = call.path
      .toLowerCase()
      .split(/\{[a-z0-9]+\}/i)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return new RegExp(`^${pattern}/?$`);
  });

/**
 * Whether the answer of the call at this upstream path (`/?method=x`, `/auth/token`) can carry
 * tokens: then the gateway buffers it to move a refresh token into the httpOnly cookie
 * (`api-answer.ts`); every other answer may stream through untouched.
 */
export function tokenAnswering(path: string): boolean {
  const queryAt = path.indexOf('?');
  const pathname = (queryAt === -1 ? path : path.slice(0, queryAt)).toLowerCase();
  if (pathname === '/' || pathname === '') {
    const method = new URLSearchParams(queryAt === -1 ? '' : path.slice(queryAt + 1)).get('method');
    // No method, or a name the contract does not know: core refuses it; nothing to read.
    return method !== null && TOKEN_METHODS.has(method);
  }
  return TOKEN_REST_PATHS.some((r) => r.test(pathname));
}

/** For tests: the method calls the contract says answer tokens. */
export const tokenMethods = (): ReadonlySet<string> => TOKEN_METHODS;
