# The gateway image: the brands' bundles (apps/web/dist/<brand>/) baked in, served by Host.
# Build from the repository root:
#   docker build -f docker/gateway.Dockerfile -t openportal-gateway .                     (every brand)
#   docker build -f docker/gateway.Dockerfile --build-arg BRANDS=paywave -t openportal-gateway:paywave .
# BRANDS: brand ids (folders of brands/) separated by spaces; empty means every brand.
# Node runs the TypeScript sources directly (type stripping); there is no compile step.
#
# NODE_IMAGE: any Debian-based image with Node 24 and npm, used only to build. The default is the
# public one; scripts/containers-check passes one it made from Debian and the npm registry. The
# runtime stage is FROM scratch: node, the libraries it loads and the app (docker/runtime-root.sh).

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
ARG PNPM_VERSION=12.21.0
RUN npm install --global --no-fund --no-audit pnpm@${PNPM_VERSION}
WORKDIR /repo

# Fetch every package named by the lockfile once; later installs are offline.
FROM base AS fetched
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch

# The web app and what it imports, dev dependencies included (Vite builds the brands).
FROM fetched AS build
COPY . .
# Not --frozen-lockfile: pnpm 12 would first record its own binary pin in the lockfile, which
# the registry mirror we build against does not publish. The lockfile still fixes every version.
RUN pnpm install --offline --filter "@openportal/web..." --filter "@openportal/backoffice..."
ARG BRANDS=""
# Builds BRAND=<id> for each brand (all folders of brands/ when BRANDS is empty) and checks each.
RUN node scripts/build-brands.mjs ${BRANDS}
# The operators' app, served on BACKOFFICE_HOST only.
RUN node scripts/build-backoffice.mjs

# Production dependencies of the gateway and the workspace packages it imports, nothing else.
# Workspace packages stay symlinks into packages/: Node strips types only outside node_modules,
# which is why this is not `pnpm deploy` (that would copy them into node_modules).
FROM fetched AS prod-deps
COPY . .
RUN pnpm install --offline --prod --filter "@openportal/gateway..."
# The store still holds every project's dependencies: keep only what these load.
RUN node docker/prune-virtual-store.mjs gateway packages/contract packages/observability

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
ARG BRANDS=""
COPY --from=runtime-root /rootfs/ /
WORKDIR /repo
COPY --from=prod-deps /repo/package.json /repo/pnpm-workspace.yaml ./
COPY --from=prod-deps /repo/node_modules ./node_modules
COPY --from=prod-deps /repo/packages/contract ./packages/contract
COPY --from=prod-deps /repo/packages/observability ./packages/observability
COPY --from=prod-deps /repo/gateway ./gateway
COPY --from=build /repo/apps/web/dist ./apps/web/dist
COPY --from=build /repo/apps/backoffice/dist ./apps/backoffice/dist
COPY infra/api-index.json ./infra/api-index.json
LABEL org.opencontainers.image.title="openportal-gateway" \
      org.opencontainers.image.description="OpenPortal gateway with the brands' portal bundles" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      io.openportal.brands="${BRANDS:-all}"
ENV PATH=/usr/local/bin \
    NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    BRANDS_DIR=/repo/apps/web/dist \
    BACKOFFICE_DIR=/repo/apps/backoffice/dist \
    API_INDEX_TABLE=/repo/infra/api-index.json
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The same start command as outside a container.
CMD ["node", "gateway/src/server.ts"]
