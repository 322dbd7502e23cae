export { mountPortal } from './app/mount.tsx';
// Only what the first chunk holds: App and createServices are the lazy app shell (app/shell.tsx),
// so exporting them here would put i18next, the query cache and the layouts into every entry.
export type { TServices, TServiceDeps } from './shared/services.tsx';
export { STORAGE_KEYS } from './shared/storage-keys.ts';
export { ALL_FEATURES, FEATURES } from './app/registry.ts';
export type {
  TFeature,
  TFeatureRoute,
  TLayoutKind,
  TNavItem,
  TRealtimeHandlers,
  TGuardName,
} from './shared/feature.ts';
