export { buildGateway } from './app.ts';
export { parseGatewayConfig, type TGatewayConfig } from './config.ts';
export { loadApiIndexTable, overrideEnvName, upstreamBase, type TApiIndexTable } from './api-index.ts';
export { REFRESH_COOKIE } from './refresh-cookie.ts';
export { API_INDEX_HEADER } from './upstream-target.ts';
