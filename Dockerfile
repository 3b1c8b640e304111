# syntax=docker/dockerfile:1
# One container for Fly.io: the Remix app behind LiteFS, which replicates the SQLite database.
# Node 22 in the container (the engines field allows 20.11+, which CI runs on).
#
# Every image from outside is pinned by digest as well as tag: a tag such as
# node:22-bookworm-slim moves with each Node and Debian patch, so the same commit could build a
# different image tomorrow. The tag says what it is; the digest is what is built. Upgrade on
# purpose: `docker buildx imagetools inspect node:22-bookworm-slim` (or the LiteFS image) prints
# the current index digest; put it here with the tag, build, deploy to staging first.
# Where these came from (no registry was reachable when they were pinned): the node digest is
# the multi-platform index recorded by a CI pull of docker.io/library/node:22-bookworm-slim in
# September 2026 and used by many public Dockerfiles; the LiteFS digest is the one public
# Dockerfiles pin for flyio/litefs:0.5.14 (a release tag, rebuilt never). A digest the registry
# does not know fails the build; it never builds something else.

# ---- base: what every stage and the final image need
FROM node:22-bookworm-slim@sha256:43ac6c60b8f89723f746e8a92ce91abd5017e627ce1ddfe4238355d3a30b772c AS base
# fuse3 for LiteFS, the SQLite CLI for inspecting and restoring, CA certificates for Stripe,
# S3 and OpenAI over TLS, and one font (DejaVu) for the titles drawn on the blog's share
# pictures (app/server/blog/share-image.server.ts): the slim image has none.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fuse3 sqlite3 ca-certificates fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app

# ---- deps: every dependency, native modules (better-sqlite3) built from source here
FROM base AS deps
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# The repository's .npmrc points node-gyp at Debian's headers (/usr); the image's Node keeps
# its headers under /usr/local.
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json .npmrc ./
RUN npm ci --include=dev --no-audit --no-fund

# ---- build: the production bundle
FROM deps AS build
COPY . .
RUN npm run build

# ---- prod-deps: the same node_modules without the development tools
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

# ---- the image that runs
FROM base
ENV NODE_ENV=production
# Pinned by version and digest: a LiteFS release changes how the cluster behaves; upgrade on
# purpose (and read its changes against litefs.yml).
COPY --from=flyio/litefs:0.5.14@sha256:c2d9f4bac3046e06468f8482a544a0dc8141877bbc830e519161e3295ad781a3 /usr/local/bin/litefs /usr/local/bin/litefs
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# What the container runs (scripts/ops: start, migrate; db/: backup, seed) and what it reads.
COPY package.json litefs.yml tsconfig.json ./
COPY server ./server
COPY scripts/ops ./scripts/ops
COPY db ./db
COPY app ./app
# LiteFS mounts its FUSE file system as root; the app itself runs as the unprivileged `node`
# user (litefs.yml drops privileges with setpriv).
RUN mkdir -p /data /litefs && chown node:node /app
EXPOSE 8080
ENTRYPOINT ["litefs", "mount"]
