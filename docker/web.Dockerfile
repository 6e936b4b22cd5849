# One recipe for every front end; pick the app with a build arg, from the repo root:
#   docker build -f docker/web.Dockerfile --build-arg APP=remote-social .
# Only features of the classic builder are used (no BuildKit-only flags), so it
# builds with any docker or docker-compose version.

FROM node:24-bookworm-slim AS build
RUN npm install -g pnpm@10
WORKDIR /app
# `pnpm fetch` reads only the lockfile, so this slow layer is shared by all five
# images and survives edits to sources and package manifests.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
# Install scripts allowed by pnpm-workspace.yaml (node, @swc/core, esbuild) run here.
RUN pnpm install --offline --frozen-lockfile
# Declared after the install so the layers above do not depend on it.
ARG APP=host
RUN pnpm --filter "@canopy/${APP}" build

FROM nginx:1.30-alpine
ARG APP=host
# A remote built with RELEASE=<version> also publishes itself into releases/<version>/
# at start (30-publish-release.sh); empty for the host and for unversioned builds.
ARG RELEASE=""
# PORT feeds the listen directive of the template; CANOPY_APP tells the runtime
# config script whether to write the host's remotes.json.
ENV PORT=80 CANOPY_APP=${APP} CANOPY_RELEASE=${RELEASE}
COPY docker/web/default.conf.template /etc/nginx/templates/default.conf.template
COPY docker/web/30-publish-release.sh /docker-entrypoint.d/30-publish-release.sh
COPY docker/web/40-runtime-config.sh /docker-entrypoint.d/40-runtime-config.sh
RUN chmod 0755 /docker-entrypoint.d/30-publish-release.sh /docker-entrypoint.d/40-runtime-config.sh
COPY --from=build /app/${APP}/dist/ /usr/share/nginx/html/
