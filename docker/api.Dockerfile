# Canopy API: Fastify on Node 24, run straight from TypeScript source (Node strips
# the types natively), so there is no build step and no dev dependency at runtime.
FROM node:24-bookworm-slim
RUN npm install -g pnpm@10
WORKDIR /app
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch --prod
COPY . .
# Only the api package and its workspace dependencies, production deps only.
RUN pnpm install --offline --frozen-lockfile --prod --filter "@canopy/api..."
# The image's unprivileged `node` user; the code stays root-owned and read-only to it.
USER node
WORKDIR /app/api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
EXPOSE 4000
CMD ["node", "src/server.ts"]
