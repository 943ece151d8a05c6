# Builds the API and the web app, then runs them on one port against DATABASE_URL.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY graphql-api/package.json graphql-api/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY graphql-api/package.json graphql-api/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace graphql-api --include-workspace-root=false
COPY --from=build /app/graphql-api/dist graphql-api/dist
COPY --from=build /app/graphql-api/src/modules/seed/seed-data graphql-api/src/modules/seed/seed-data
COPY --from=build /app/web/dist web/dist
# The media folder (a shared volume in docker-compose.yml) must be writable by the app's user.
RUN mkdir -p /app/media && chown node:node /app/media
EXPOSE 4000
USER node
CMD ["node", "--enable-source-maps", "graphql-api/dist/main.js"]
