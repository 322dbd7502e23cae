import { loadOperations, type CoreModule } from '../platform/module.ts';
import type { TokenServiceDeps } from '../identity/index.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { registerDevicePage } from './device-page-routes.ts';

/** `realtime`: this replica's hub of every delivery (the device page's event stream; absent: no stream). */
export type DevicesDeps = TokenServiceDeps & { realtime?: RealtimeHub };

/**
 * Linked devices (spec 1 §3 Device, §7 /auth/devices, /device-api, internal devices and push):
 * linking by a code the device shows, the push sign-in's decisions, and the stand-in device
 * itself, a page core serves at /device that keeps the device secret in the browser.
 */
export async function devicesModule(deps: DevicesDeps): Promise<CoreModule> {
  return {
    name: 'devices',
    operations: await loadOperations(new URL('./operations/', import.meta.url), deps),
    routes(app) {
      registerDevicePage(app, deps);
    },
  };
}
