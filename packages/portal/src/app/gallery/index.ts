import { lazy } from 'react';

/**
 * The gallery's address. Not a product path (it is in no brand's bundle), so not in the
 * contract's PORTAL_PATHS.
 */
export const GALLERY_PATH = '/dev/design';

export const DesignGallery = /* @__PURE__ */ lazy(() =>
  import('./gallery-screen.tsx').then((m) => ({ default: m.DesignGallery })),
);
