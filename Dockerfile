# One image for three roles: `node api/dist/start.js` (API + SPA on every core, the default; `api/dist/main.js` is one process), `node api/dist/worker.js`
# (queue workers) and `node api/dist/migrate.js` (migrations, then exit).
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm i -g pnpm@10
COPY pnpm-workspace.yaml package.json pnpm-lock.yaml ./
COPY packages/shared/package.json packages/shared/
COPY packages/offline-model/package.json packages/offline-model/
COPY packages/vendor-assets/package.json packages/vendor-assets/
COPY packages/api/package.json packages/api/
COPY packages/web/package.json packages/web/
RUN pnpm install --frozen-lockfile
COPY tsconfig.base.json ./
COPY scripts/precompress.mjs scripts/
COPY packages packages
RUN pnpm build && pnpm --filter @cui/api deploy --prod --legacy /out/api \
  && mkdir -p /out/web && cp -r packages/web/dist /out/web/dist

FROM node:24-bookworm-slim
# A 32 MB young generation (V8 sizes it to 64 MB on big hosts): less RSS under load than 64, fewer promotions and
# major GCs than 16 (decisions 008, 009).
ENV NODE_ENV=production WEB_DIST=/app/web/dist PORT=3000 WORKER_HEALTH_PORT=3001 NODE_OPTIONS=--max-semi-space-size=32
WORKDIR /app
# Owned by root and not writable by the app: it runs with a read-only root filesystem and writes
# nothing but /tmp (an emptyDir or tmpfs there).
COPY --from=build /out/api /app/api
COPY --from=build /out/web /app/web
# The node user by number, so Kubernetes' runAsNonRoot can check it without a passwd lookup.
USER 1000:1000
EXPOSE 3000 3001
# The API's readiness (PostgreSQL and Redis); in a worker container, where nothing listens on PORT, the
# worker's liveness port.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s CMD node -e "const e=process.env,ok=(p,u)=>fetch('http://127.0.0.1:'+p+u).then(r=>r.ok);ok(e.PORT,'/api/ready').catch(()=>ok(e.WORKER_HEALTH_PORT,'/api/live')).then(o=>process.exit(o?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/start.js"]
