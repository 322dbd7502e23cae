import { expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@openportal/contract';
import { buildGateway } from './app.ts';
import { parseGatewayConfig } from './config.ts';
import { makeBrandsDir, sameOrigin } from './testing/gateway-harness.ts';

it('answers 502 UE when the upstream is down', async () => {
  const config = parseGatewayConfig({
    API_UPSTREAM_LOCAL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'silent',
    BRANDS_DIR: makeBrandsDir(),
  });
  const gateway = await buildGateway(config);
  const res = await gateway.inject({
    method: 'POST',
    url: '/api/?method=x',
    payload: '{}',
    headers: { ...sameOrigin('acme'), 'content-type': 'application/json' },
  });
  expect(res.statusCode).toBe(502);
  expect(res.json()).toEqual({ responseCode: 'UE', responseDescription: ERROR_MESSAGES.serverError });
  await gateway.close();
});
