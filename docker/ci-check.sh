#!/usr/bin/env bash
# CI step (.ci/run): builds the image and starts docker/compose.yaml (postgres, redis, api,
# worker) under a throwaway project name, then checks that
#   - /readyz answers 200 on the published port and every service reports healthy,
#   - the admin signs in through GraphQL with the ADMIN_PASSWORD given here (database seeded),
#   - the API runs as a non-root user with NODE_ENV=production, and pg_dump/pg_restore are 15.x;
# and removes the stack with its volumes. With no container engine (docker or podman with
# compose) it prints why and exits 0: the rest of CI still runs.
set -euo pipefail
cd "$(dirname "$0")/.."

engine=""
for candidate in docker podman; do
  if command -v "$candidate" > /dev/null 2>&1 && "$candidate" info > /dev/null 2>&1 \
    && "$candidate" compose version > /dev/null 2>&1; then
    engine="$candidate"
    break
  fi
done
if [ -z "$engine" ]; then
  echo "docker: no hay motor de contenedores; se omite la prueba de la imagen"
  exit 0
fi

project="bo-ci-$$"
secret() { node -e "console.log(require('node:crypto').randomBytes($1).toString('hex'))"; }
API_PORT="$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
SECRET_KEY="$(secret 32)"
ADMIN_PASSWORD="Ci-$(secret 8)"
POSTGRES_PASSWORD="$(secret 12)"
export API_PORT SECRET_KEY ADMIN_PASSWORD POSTGRES_PASSWORD

compose() { "$engine" compose -p "$project" -f docker/compose.yaml "$@"; }
cleanup() { compose down -v --remove-orphans > /dev/null 2>&1 || true; }
trap cleanup EXIT
fail() {
  echo "docker: FALLÓ: $1"
  compose ps || true
  compose logs --no-color --tail 100 || true
  exit 1
}

echo "docker: construyendo la imagen y levantando postgres, redis, api y worker con $engine compose..."
compose build || fail "no se pudo construir la imagen"
compose up -d || fail "no se pudo levantar el stack"

url="http://127.0.0.1:${API_PORT}"
# Node's fetch, not curl: CI already has Node. Exit 0 when the URL answers 200.
probe() { node -e "fetch(process.argv[1],{signal:AbortSignal.timeout(3000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" "$1"; }

ready=""
for _ in $(seq 1 150); do
  if probe "$url/readyz"; then ready=1; break; fi
  sleep 2
done
[ -n "$ready" ] || fail "/readyz no respondió 200 en 300 s"
echo "docker: /readyz 200 en $url"

health() {
  local id
  id="$(compose ps -q "$1")"
  [ -n "$id" ] || { echo "sin contenedor"; return; }
  "$engine" inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{else}}sin health check{{end}}' "$id"
}
for service in postgres redis api worker; do
  status=""
  for _ in $(seq 1 60); do
    status="$(health "$service")"
    [ "$status" = "healthy" ] && break
    sleep 2
  done
  [ "$status" = "healthy" ] || fail "el servicio $service no está sano ($status)"
  echo "docker: $service sano"
done

node -e '
const [url, password] = process.argv.slice(1);
const query = "mutation($input: LoginInput!) { login(input: $input) { uri } }";
fetch(url + "/graphql", {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query, variables: { input: { username: "admin", password } } }),
})
  .then((r) => r.json())
  .then((body) => {
    if (!body.data?.login?.uri) throw new Error(JSON.stringify(body));
    console.log("docker: ingreso de admin correcto (" + body.data.login.uri + ")");
  })
  .catch((error) => { console.error(error.message); process.exit(1); });
' "$url" "$ADMIN_PASSWORD" || fail "el ingreso de admin falló"

uid="$(compose exec -T api id -u)" || fail "no se pudo ejecutar id en la API"
[ "$uid" != "0" ] || fail "la API corre como root"
node_env="$(compose exec -T api printenv NODE_ENV)" || fail "NODE_ENV no está definido en la API"
[ "$node_env" = "production" ] || fail "NODE_ENV es '$node_env', no production"
dump="$(compose exec -T api pg_dump --version)" || fail "la imagen no tiene pg_dump"
restore="$(compose exec -T api pg_restore --version)" || fail "la imagen no tiene pg_restore"
case "$dump $restore" in
  *"pg_dump (PostgreSQL) 15."*"pg_restore (PostgreSQL) 15."*) ;;
  *) fail "herramientas de PostgreSQL inesperadas: $dump / $restore" ;;
esac
echo "docker: usuario $uid (no root), NODE_ENV=$node_env, $dump, $restore"
echo "docker: imagen y stack correctos"
