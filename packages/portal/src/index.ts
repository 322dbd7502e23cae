export { mountPortal } from './app/mount.tsx';
export { App } from './app/app.tsx';
export { createServices, type TServices, type TServiceDeps } from './shared/services.tsx';
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
