# syntax=docker/dockerfile:1
# The gateway image: every brand's bundle (apps/web/dist/<brand>/) baked in, served by Host.
# Build from the repository root:  docker build -f docker/gateway.Dockerfile -t openportal-gateway .
# Node runs the TypeScript sources directly (type stripping); there is no compile step.

ARG NODE_IMAGE=node:24-bookworm-slim
ARG PNPM_VERSION=12.21.0

FROM ${NODE_IMAGE} AS base
ARG PNPM_VERSION
RUN npm install --global pnpm@${PNPM_VERSION}
WORKDIR /repo

# Fetch every package named by the lockfile once; later installs are offline.
FROM base AS fetched
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch

# Full install (dev dependencies included: Vite builds the brands).
FROM fetched AS build
COPY . .
# Not --frozen-lockfile: pnpm 12 would first record its own binary pin in the lockfile, which
# the registry mirror we build against does not publish. The lockfile still fixes every version.
RUN pnpm install --offline
# Builds BRAND=<id> for every folder in brands/ into apps/web/dist/<id>/.
RUN node scripts/build-brands.mjs

# Production dependencies of the gateway and the workspace packages it imports, nothing else.
# Workspace packages stay symlinks into packages/: Node strips types only outside node_modules,
# which is why this is not `pnpm deploy` (that would copy them into node_modules).
FROM fetched AS prod-deps
COPY . .
RUN pnpm install --offline --prod --filter "@openportal/gateway..."

FROM ${NODE_IMAGE} AS runtime
WORKDIR /repo
COPY --from=prod-deps /repo/package.json /repo/pnpm-workspace.yaml ./
COPY --from=prod-deps /repo/node_modules ./node_modules
COPY --from=prod-deps /repo/packages/contract ./packages/contract
COPY --from=prod-deps /repo/gateway ./gateway
COPY --from=build /repo/apps/web/dist ./apps/web/dist
COPY infra/api-index.json ./infra/api-index.json
ENV HOST=0.0.0.0 \
    PORT=8080 \
    BRANDS_DIR=/repo/apps/web/dist \
    API_INDEX_TABLE=/repo/infra/api-index.json
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The same start command as outside a container.
CMD ["node", "gateway/src/server.ts"]
