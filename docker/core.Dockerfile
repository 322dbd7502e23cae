# The core image (the upstream API). Build from the repository root:
#   docker build -f docker/core.Dockerfile -t openportal-core .
# Give it DATABASE_URL for PostgreSQL; without it core uses embedded PGlite in DATA_DIR.
#
# NODE_IMAGE: any Debian-based image with Node 24 and npm, used only to build. The default is the
# public one; scripts/containers-check passes one it made from Debian and the npm registry. The
# runtime stage is FROM scratch: node, the libraries it loads and the app (docker/runtime-root.sh).

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
ARG PNPM_VERSION=12.21.0
RUN npm install --global --no-fund --no-audit pnpm@${PNPM_VERSION}
WORKDIR /repo

# Production dependencies of core and the workspace packages it imports, nothing else.
# Workspace packages stay symlinks into packages/: Node strips types only outside node_modules.
FROM base AS prod-deps
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch --prod
COPY . .
RUN pnpm install --offline --prod --filter "@openportal/core..."
# The store still holds every project's dependencies: keep only what these load.
RUN node docker/prune-virtual-store.mjs apps/core packages/contract packages/db packages/ledger packages/observability packages/brand-kit packages/messages packages/shared-texts
# ipInfo's GeoLite2 data: the country files only (6 MB; the city files are 109 MB and would take
# the image over its size limit), so the image answers countries and no cities. For cities, mount
# geoip-lite's full data folder and point GEODATADIR at it (apps/core/README.md, reference data).
RUN rm -f node_modules/.pnpm/geoip-lite@*/node_modules/geoip-lite/data/geoip-city*.dat
# Never loaded by Node: source maps, and browser builds (pdfkit's, libphonenumber-js's UMD bundles).
RUN find node_modules/.pnpm -name '*.map' -type f -delete && \
  rm -f node_modules/.pnpm/pdfkit@*/node_modules/pdfkit/js/pdfkit.browser.* && \
  rm -rf node_modules/.pnpm/libphonenumber-js@*/node_modules/libphonenumber-js/bundle
# Never loaded by core either (7.9 MB):
# - PGlite's CommonJS build: packages/db imports it (ESM, its exports' `import` files), nothing
#   requires it; and the extension tarballs, loaded only for `extensions` core does not pass.
# - pdfkit's standalone and old builds: outside its exports map, so no import can reach them
#   (core's `import 'pdfkit'` loads js/pdfkit.node.mjs).
# - Arimo's weights other than 400 and 700 upright (apps/core/src/pdf/fonts.ts resolves only
#   Arimo_400Regular.ttf and Arimo_700Bold.ttf) and its preview images.
RUN PGLITE=$(echo node_modules/.pnpm/@electric-sql+pglite@*/node_modules/@electric-sql/pglite/dist) && \
  find "$PGLITE" -name '*.cjs' -type f -delete && rm -f "$PGLITE"/*.tar.gz && \
  rm -f node_modules/.pnpm/pdfkit@*/node_modules/pdfkit/js/pdfkit.standalone.js \
    node_modules/.pnpm/pdfkit@*/node_modules/pdfkit/js/pdfkit.old.js && \
  ARIMO=$(echo node_modules/.pnpm/@expo-google-fonts+arimo@*/node_modules/@expo-google-fonts/arimo) && \
  find "$ARIMO" -mindepth 1 -maxdepth 1 -type d ! -name 400Regular ! -name 700Bold -exec rm -rf {} + && \
  find "$ARIMO" -name '*.png' -type f -delete

# The runtime's root file system: node, its libraries and those of the native addons shipped.
FROM ${NODE_IMAGE} AS runtime-root
RUN command -v strip >/dev/null || \
  (apt-get update -qq && apt-get install -y -qq --no-install-recommends binutils >/dev/null && rm -rf /var/lib/apt/lists/*)
COPY docker/runtime-root.sh /usr/local/bin/runtime-root.sh
# The production node_modules only to find the native addons and the libraries they load.
COPY --from=prod-deps /repo/node_modules /scan/node_modules
RUN sh /usr/local/bin/runtime-root.sh /rootfs /scan/node_modules && mkdir -p /rootfs/repo/.data && chown 1000:1000 /rootfs/repo/.data

FROM scratch AS runtime
ARG VERSION=dev
ARG REVISION=unknown
COPY --from=runtime-root /rootfs/ /
WORKDIR /repo
COPY --from=prod-deps /repo/package.json /repo/pnpm-workspace.yaml ./
COPY --from=prod-deps /repo/node_modules ./node_modules
COPY --from=prod-deps /repo/packages/contract ./packages/contract
COPY --from=prod-deps /repo/packages/db ./packages/db
COPY --from=prod-deps /repo/packages/ledger ./packages/ledger
COPY --from=prod-deps /repo/packages/observability ./packages/observability
COPY --from=prod-deps /repo/packages/brand-kit ./packages/brand-kit
COPY --from=prod-deps /repo/packages/messages ./packages/messages
COPY --from=prod-deps /repo/packages/shared-texts ./packages/shared-texts
COPY --from=prod-deps /repo/apps/core ./apps/core
# Brand manifests: core reads each brand's settings (languages, flags, portal URL).
COPY brands ./brands
COPY --from=runtime-root --chown=1000:1000 /rootfs/repo/.data ./.data
LABEL org.opencontainers.image.title="openportal-core" \
      org.opencontainers.image.description="OpenPortal core: token service, identity, ledger" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}"
ENV PATH=/usr/local/bin \
    NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/repo/.data/core
USER 1000:1000
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The same start command as outside a container.
CMD ["node", "apps/core/src/server.ts"]
