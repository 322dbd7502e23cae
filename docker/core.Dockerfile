# syntax=docker/dockerfile:1
# The core image (the upstream API). Build from the repository root:
#   docker build -f docker/core.Dockerfile -t openportal-core .
# Give it DATABASE_URL for PostgreSQL; without it core uses embedded PGlite in DATA_DIR.

ARG NODE_IMAGE=node:24-bookworm-slim
ARG PNPM_VERSION=12.21.0

FROM ${NODE_IMAGE} AS base
ARG PNPM_VERSION
RUN npm install --global pnpm@${PNPM_VERSION}
WORKDIR /repo

FROM base AS prod-deps
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch --prod
COPY . .
# Workspace packages stay symlinks into packages/ (Node strips types only outside node_modules).
RUN pnpm install --offline --prod --filter "@openportal/core..."

FROM ${NODE_IMAGE} AS runtime
WORKDIR /repo
COPY --from=prod-deps /repo/package.json /repo/pnpm-workspace.yaml ./
COPY --from=prod-deps /repo/node_modules ./node_modules
COPY --from=prod-deps /repo/packages ./packages
COPY --from=prod-deps /repo/apps/core ./apps/core
# Brand manifests: core reads each brand's settings (languages, flags, portal URL).
COPY brands ./brands
RUN mkdir -p /repo/.data && chown node:node /repo/.data
ENV HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/repo/.data/core
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The same start command as outside a container.
CMD ["node", "apps/core/src/server.ts"]
