# The Apiscope server image: the web app (dist/) and the compiled platform server (build/server), run with plain
# node. Build: docker build -t apiscope . ; a production-like install with PostgreSQL, ClickHouse and two server
# processes: deploy/compose.yaml (docs/deployment.md).

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
COPY package.json package-lock.json ./
COPY vendor ./vendor
RUN npm ci --no-progress
COPY . .
# BUILD_ID (optional) names the web build; without it the build id is a hash of the sources.
ARG BUILD_ID
RUN npm run build && npm run build:server && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data SEED_DEMO=false
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/build ./build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM lets the server answer requests in flight, commit queued events and exit within 10 s.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "build/server/index.js"]
