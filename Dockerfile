# The app's container image (docs/deploy.md): Next's standalone output completed with our production server
# (dist/server.mjs, by scripts/standalone.mjs), on Node.js 20, run by the unprivileged `node` user. Every instance of
# a deployment runs the same image: its pages load scripts by the build's hashes, and the shared page cache is kept per
# build id.
#   docker build -t geboortelijst .
#   docker run -p 3000:3000 --ulimit nofile=4096 -e DATABASE_URL=… -e NEXTAUTH_SECRET=… -e NEXTAUTH_URL=https://… geboortelijst
# In production behind nginx as in docs/deploy.md. The open-file limit must exceed MAX_CONNECTIONS (2000) + 256: Node
# raises its soft limit to the hard one at start, and the server lowers its cap to fit (with a warning) otherwise.
# Where Docker Hub is out of reach (this project's build machines), deploy/container/base-image.sh makes a local
# stand-in for node:20-bookworm-slim: buildah build --format docker --build-arg NODE_IMAGE=localhost/node:20-bookworm-slim …
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci` (decision 006). No install scripts: the one this build needs, the generated Prisma
# client, runs in the next stage, where the schema is. Behind a TLS-inspecting proxy, pass its CA bundle as the
# build secret `ca` (--secret id=ca,src=/etc/ssl/certs/ca-certificates.crt); it never enters a layer.
RUN --mount=type=secret,id=ca \
    if [ -s /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca npm_config_cafile=/run/secrets/ca; fi \
 && npm install --no-audit --no-fund --ignore-scripts

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# Public configuration that pages prerendered at build time carry in their HTML (footer, home page, consent banner):
# a build argument, not a run-time variable (README, Configuration).
ARG CONTACT_EMAIL
ARG INSURANCE_URL
ARG POSTHOG_KEY
ARG POSTHOG_HOST
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN node scripts/prisma-generate.mjs && NODE_ENV=production npm run build \
 && mv .next/standalone/.next /app/standalone-next

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/app/.data
# The code stays root's and read-only to the app; it writes only Next's caches (.next: optimised images, and the page
# cache without REDIS_URL) and DATA_DIR (uploads without Cloudinary, the embedded database without DATABASE_URL).
COPY --from=build /app/.next/standalone ./
COPY --from=build --chown=node:node /app/standalone-next ./.next
RUN mkdir -p .data .next/cache && chown node:node .data .next/cache
USER node
EXPOSE 3000
# Liveness only: readiness (GET /api/health: database, Redis) is the load balancer's question (docs/deploy.md).
HEALTHCHECK --interval=30s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations run at start-up under PostgreSQL's advisory lock (lib/db/migrate.ts); SIGTERM stops gracefully.
CMD ["node", "dist/server.mjs"]
