#!/usr/bin/env bash
# Prueba de la instalación de producción sin Docker (paso de CI).
#
# Hace lo mismo que docker/Dockerfile, pero en una carpeta temporal de esta máquina: copia los
# manifiestos (package.json, package-lock.json, api/package.json, web/package.json) y corre la
# misma instalación de producción que la etapa prod-deps
#   npm install --omit=dev --workspace api --include-workspace-root=false --no-audit --no-fund
# luego arma la carpeta de la etapa runtime (node_modules, package.json, api/package.json,
# api/dist, web/dist y docker/healthcheck.mjs) y arranca desde ella, con el Node 22 del
# repositorio, NODE_ENV=production y un entorno limpio (env -i, NODE_PATH vacío), la API
# (api/dist/main.js, RUN_WORKERS=false, SEED_DEMO=true) y el worker (api/dist/worker.js) contra
# una base nueva del PostgreSQL de CI (se borra al salir) y el Redis de CI con un QUEUE_PREFIX
# propio. Nada del node_modules del repositorio es visible para la aplicación, así que una
# dependencia de ejecución que falte en api/package.json (y que el repositorio sí tiene por ser
# de desarrollo o de otro workspace) hace fallar la prueba.
#
# Comprueba, con una línea 'ok: …' por paso:
#   - /readyz responde 200 (docker/healthcheck.mjs, como el HEALTHCHECK de la imagen);
#   - docker/healthcheck.mjs worker pasa (Redis y PostgreSQL alcanzables desde la instalación);
#   - el admin ingresa por GraphQL con ADMIN_PASSWORD (base sembrada con la demo);
#   - docker/prod-install-check.mjs envía una notificación por correo con el reporte 'Ventas por
#     mes' adjunto: la API lo exporta a PDF (jspdf) y a hoja de cálculo (exceljs), el worker lo
#     entrega por SMTP_URL a un servidor SMTP de prueba (smtp-server) y el mensaje se lee con
#     mailparser: nombres de los adjuntos, %PDF al inicio, bytes iguales a los guardados en
#     tarchivo (sha256);
#   - SIGTERM a la API y al worker: ambos terminan con código 0 dentro de SHUTDOWN_TIMEOUT_MS
#     (10 s por omisión) más un margen.
# Si falta api/dist o web/dist, primero corre `npm run build`.
#
#   docker/prod-install-check.sh
#   PROD_CHECK_DROP_DEP=exceljs docker/prod-install-check.sh   # debe FALLAR: quita exceljs de la
#                                    # copia temporal de api/package.json (el repositorio no cambia)
#
# Variables: DATABASE_ADMIN_URL (PostgreSQL donde crear la base, por omisión
# postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL (redis://127.0.0.1:6379),
# SHUTDOWN_TIMEOUT_MS (10000), PROD_CHECK_DROP_DEP (vacía).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
started_at=$SECONDS

NODE22="$root/node_modules/node/bin/node"
ADMIN_DB_URL="${DATABASE_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
REDIS="${REDIS_URL:-redis://127.0.0.1:6379}"
SHUTDOWN_MS="${SHUTDOWN_TIMEOUT_MS:-10000}"
DROP_DEP="${PROD_CHECK_DROP_DEP:-}"
say() { echo "prod-install: $*"; }

[ -x "$NODE22" ] || { say "FALLÓ: no existe $NODE22 (npm install en la raíz instala la devDependency node 22)"; exit 1; }

# --- 1. builds -------------------------------------------------------------------------------
if [ ! -f api/dist/main.js ] || [ ! -f api/dist/worker.js ] || [ ! -f web/dist/index.html ]; then
  say "falta api/dist o web/dist: npm run build"
  npm run build
fi

# --- state and cleanup -------------------------------------------------------------------------
tmp="$(mktemp -d "${TMPDIR:-/tmp}/prod-install-check.XXXXXX")"
db="prodcheck_$$"
prefix="prodcheck-$$-$(date +%s)"
api_pid=""
worker_pid=""
check_pid=""
db_created=""

stop_pid() {
  local pid="$1"
  [ -n "$pid" ] && kill -0 "$pid" 2> /dev/null || return 0
  kill -TERM "$pid" 2> /dev/null || true
  for _ in $(seq 1 50); do kill -0 "$pid" 2> /dev/null || return 0; sleep 0.1; done
  kill -KILL "$pid" 2> /dev/null || true
}
cleanup() {
  local rc=$?
  set +e
  stop_pid "$check_pid"
  stop_pid "$api_pid"
  stop_pid "$worker_pid"
  if [ -n "$db_created" ]; then
    psql -q -X "$ADMIN_DB_URL" -c "drop database if exists \"$db\" with (force)" > /dev/null 2>&1
  fi
  # The run's BullMQ queues and sign-in limits.
  if command -v redis-cli > /dev/null 2>&1; then
    redis-cli -u "$REDIS" --scan --pattern "${prefix}*" 2> /dev/null | xargs -r redis-cli -u "$REDIS" del > /dev/null 2>&1
  fi
  rm -rf "$tmp"
  say "tiempo total $((SECONDS - started_at)) s (código $rc)"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

tail_logs() {
  local file
  for file in "$@"; do
    [ -s "$file" ] || continue
    echo "----- últimas líneas de $(basename "$file") -----"
    tail -n 40 "$file"
  done
}
fail() {
  say "FALLÓ: $1"
  tail_logs "$tmp/api.log" "$tmp/worker.log"
  exit 1
}

# --- 2. the production install, as the prod-deps stage --------------------------------------
deps="$tmp/prod-deps"
app="$tmp/app"
mkdir -p "$deps/api" "$deps/web" "$app/api" "$app/web" "$app/docker"
cp package.json package-lock.json "$deps/"
cp api/package.json "$deps/api/"
cp web/package.json "$deps/web/"
if [ -n "$DROP_DEP" ]; then
  "$NODE22" -e '
    const fs = require("node:fs");
    const [file, name] = process.argv.slice(1);
    const manifest = JSON.parse(fs.readFileSync(file, "utf8"));
    if (!manifest.dependencies?.[name]) { console.error(`api/package.json no tiene la dependencia ${name}`); process.exit(1); }
    delete manifest.dependencies[name];
    fs.writeFileSync(file, JSON.stringify(manifest, null, 2) + "\n");
  ' "$deps/api/package.json" "$DROP_DEP"
  say "PROD_CHECK_DROP_DEP: se quitó \"$DROP_DEP\" de la copia temporal de api/package.json"
fi

say "npm install --omit=dev --workspace api en $deps ..."
install_start=$SECONDS
# Node 22 first on PATH, as in the node:22 image: npm and the install scripts (argon2...) run on it.
if ! (cd "$deps" && env NODE_PATH= PATH="$(dirname "$NODE22"):$PATH" \
  npm install --omit=dev --workspace api --include-workspace-root=false --no-audit --no-fund > "$tmp/install.log" 2>&1); then
  tail_logs "$tmp/install.log"
  fail "npm install de producción falló"
fi
say "ok: instalación de producción en $((SECONDS - install_start)) s ($(tail -n 1 "$tmp/install.log"))"

# --- the runtime stage's folder --------------------------------------------------------------
mv "$deps/node_modules" "$app/node_modules"
cp package.json "$app/"
cp api/package.json "$app/api/"
[ -z "$DROP_DEP" ] || cp "$deps/api/package.json" "$app/api/"
cp -R api/dist "$app/api/dist"
cp -R web/dist "$app/web/dist"
cp docker/healthcheck.mjs "$app/docker/"

# Node would still find packages in a node_modules of an ancestor folder or its global folders.
for dir in "$(dirname "$tmp")/node_modules" /node_modules; do
  [ ! -e "$dir" ] || fail "existe $dir: la instalación temporal vería paquetes de fuera"
done
while IFS= read -r dir; do
  [ ! -e "$dir" ] || fail "existe $dir (carpeta global de Node): la instalación temporal vería paquetes de fuera"
done < <(env -i "$NODE22" -p "require('node:module').globalPaths.join('\n')")

# --- 3. database, ports, processes -----------------------------------------------------------
psql -q -X -v ON_ERROR_STOP=1 "$ADMIN_DB_URL" -c "create database \"$db\"" > /dev/null || fail "no se pudo crear la base $db"
db_created=1
DATABASE_URL="$("$NODE22" -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' "$ADMIN_DB_URL" "$db")"
free_port() { "$NODE22" -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
PORT="$(free_port)"
SMTP_PORT="$(free_port)"
SECRET_KEY="$("$NODE22" -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")"
ADMIN_PASSWORD="Prod-$("$NODE22" -e "console.log(require('node:crypto').randomBytes(8).toString('hex'))")"
base_url="http://127.0.0.1:$PORT"

# A clean environment, as the container's: only what the image and compose.yaml set, plus the
# run's database, Redis and mail sink (DEMO_TODAY and the like stay unset).
app_env=(
  env -i
  PATH=/usr/local/bin:/usr/bin:/bin
  HOME="$tmp"
  NODE_PATH=
  NODE_ENV=production
  NODE_OPTIONS=--max-semi-space-size=32
  DATA_DIR="$tmp/data"
  DATABASE_URL="$DATABASE_URL"
  REDIS_URL="$REDIS"
  QUEUE_PREFIX="$prefix"
  SECRET_KEY="$SECRET_KEY"
  SMTP_URL="smtp://127.0.0.1:$SMTP_PORT"
  MAIL_FROM="Isyplus Soporte <soporte@isyplus.ec>"
  SHUTDOWN_TIMEOUT_MS="$SHUTDOWN_MS"
)
mkdir -p "$tmp/data"

(cd "$app" && exec "${app_env[@]}" ADMIN_PASSWORD="$ADMIN_PASSWORD" PORT="$PORT" HOST=127.0.0.1 \
  WEB_DIST="$app/web/dist" RUN_WORKERS=false SEED_DEMO=true "$NODE22" api/dist/main.js) > "$tmp/api.log" 2>&1 &
api_pid=$!
say "API iniciada (pid $api_pid) en $base_url, base $db, QUEUE_PREFIX $prefix"

# --- 4. checks ---------------------------------------------------------------------------------
# The image's HEALTHCHECK: docker/healthcheck.mjs, from the temporary install, on PORT.
ready=""
ready_start=$SECONDS
while [ $((SECONDS - ready_start)) -lt 90 ]; do
  kill -0 "$api_pid" 2> /dev/null || { rc=0; wait "$api_pid" || rc=$?; api_pid=""; fail "la API terminó al arrancar (código $rc)"; }
  if (cd "$app" && env -i PORT="$PORT" "$NODE22" docker/healthcheck.mjs > /dev/null 2>&1); then ready=1; break; fi
  sleep 1
done
[ -n "$ready" ] || fail "/readyz no respondió 200 en 90 s"
say "ok: /readyz 200 en $((SECONDS - ready_start)) s (migraciones y demo sembrada; docker/healthcheck.mjs)"

# compose.yaml starts the worker once the API is healthy (the API migrated the database).
(cd "$app" && exec "${app_env[@]}" "$NODE22" api/dist/worker.js) > "$tmp/worker.log" 2>&1 &
worker_pid=$!
worker_ok=""
for _ in $(seq 1 30); do
  kill -0 "$worker_pid" 2> /dev/null || { rc=0; wait "$worker_pid" || rc=$?; worker_pid=""; fail "el worker terminó al arrancar (código $rc)"; }
  if grep -q 'Worker de trabajos en ejecución' "$tmp/worker.log"; then worker_ok=1; break; fi
  sleep 1
done
[ -n "$worker_ok" ] || fail "el worker no informó 'Worker de trabajos en ejecución' en 30 s"
if grep -q "'worker'" docker/healthcheck.mjs; then
  (cd "$app" && env -i DATABASE_URL="$DATABASE_URL" REDIS_URL="$REDIS" "$NODE22" docker/healthcheck.mjs worker > "$tmp/health-worker.log" 2>&1) \
    || fail "docker/healthcheck.mjs worker falló: $(cat "$tmp/health-worker.log")"
  say "ok: worker en ejecución (pid $worker_pid) y docker/healthcheck.mjs worker pasa"
else
  say "ok: worker en ejecución (pid $worker_pid); docker/healthcheck.mjs no tiene modo worker"
fi

# Sign-in, report PDF and mail: docker/prod-install-check.mjs on the checking side (repo's
# Node 22 and node_modules: smtp-server, mailparser, pg); the app side is only the temp install.
BASE_URL="$base_url" ADMIN_PASSWORD="$ADMIN_PASSWORD" SMTP_PORT="$SMTP_PORT" DATABASE_URL="$DATABASE_URL" \
  "$NODE22" docker/prod-install-check.mjs &
check_pid=$!
rc=0
wait "$check_pid" || rc=$?
check_pid=""
[ "$rc" = 0 ] || fail "docker/prod-install-check.mjs falló (código $rc)"

# SIGTERM: both drain and exit 0 within SHUTDOWN_TIMEOUT_MS (plus a margin for the process start).
limit_ms=$((SHUTDOWN_MS + 5000))
kill -TERM "$api_pid" "$worker_pid"
stop_start_ns="$(date +%s%N)"
for name in api worker; do
  pid="$api_pid"
  [ "$name" = worker ] && pid="$worker_pid"
  while kill -0 "$pid" 2> /dev/null && [ $((($(date +%s%N) - stop_start_ns) / 1000000)) -lt "$limit_ms" ]; do sleep 0.1; done
  kill -0 "$pid" 2> /dev/null && fail "$name no terminó $((limit_ms / 1000)) s después de SIGTERM"
  rc=0
  wait "$pid" || rc=$?
  if [ "$name" = api ]; then api_pid=""; else worker_pid=""; fi
  [ "$rc" = 0 ] || fail "$name terminó con código $rc tras SIGTERM"
  say "ok: $name terminó con código 0 tras SIGTERM ($((($(date +%s%N) - stop_start_ns) / 1000000)) ms; límite $limit_ms ms)"
done

# --- 5. ---------------------------------------------------------------------------------------
say "instalación de producción correcta"
