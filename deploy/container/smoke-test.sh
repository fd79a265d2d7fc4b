#!/usr/bin/env bash
# Builds the container image on a machine without a Docker daemon or Docker Hub and checks that it serves: makes the
# local base image when it is missing (base-image.sh), builds the Dockerfile with buildah, runs it with podman on a
# fresh PostgreSQL database (migrated by the container at start-up) and the given Redis, asks /api/health and three
# pages, checks that it runs as the `node` user, then stops it with SIGTERM and expects the graceful stop's exit 0.
# Run as root from the project folder; needs buildah, podman, runc, debootstrap, curl and psql (Debian packages).
# (--no-healthcheck: podman runs HEALTHCHECK through systemd timers, which this sandbox lacks.)
# Usage: deploy/container/smoke-test.sh   (POSTGRES_URL, REDIS_URL, PORT and TAG may be set)
set -euo pipefail
cd "$(dirname "$0")/../.."
postgres="${POSTGRES_URL:-postgresql://postgres@127.0.0.1:5432/postgres}"
redis="${REDIS_URL:-redis://127.0.0.1:6379}"
port="${PORT:-3300}"
tag="${TAG:-localhost/geboortelijst:smoke}"
base="localhost/node:20-bookworm-slim"
# This sandbox has no cgroup controllers for crun, and lower limits than podman's defaults.
podman=(podman --runtime runc --cgroup-manager cgroupfs)
database="geboortelijst_smoke_$$"
name="geboortelijst-smoke-$$"

secret=()
[ -s /etc/ssl/certs/ca-certificates.crt ] && secret=(--secret id=ca,src=/etc/ssl/certs/ca-certificates.crt)
buildah images --quiet "$base" >/dev/null 2>&1 || deploy/container/base-image.sh "$base"
started=$(date +%s)
buildah build --isolation chroot --format docker --layers "${secret[@]}" --build-arg NODE_IMAGE="$base" -t "$tag" . >/tmp/"$name"-build.log 2>&1 \
  || { tail -30 /tmp/"$name"-build.log; exit 1; }
echo "built $tag in $(( $(date +%s) - started )) s, $(buildah images --format '{{.Size}}' "$tag")"

psql "$postgres" -qc "CREATE DATABASE \"$database\""
db_url="${postgres%/*}/$database"
cleanup() {
  "${podman[@]}" rm -f "$name" >/dev/null 2>&1 || true
  psql "$postgres" -qc "DROP DATABASE IF EXISTS \"$database\" WITH (FORCE)" || true
}
trap cleanup EXIT
"${podman[@]}" run -d --name "$name" --network host --no-healthcheck --ulimit nofile=1024:4096 --ulimit nproc=1024:4096 \
  -e PORT="$port" -e HOSTNAME=127.0.0.1 -e DATABASE_URL="$db_url" -e REDIS_URL="$redis" \
  -e NEXTAUTH_SECRET=smoke-test-secret -e NEXTAUTH_URL="http://127.0.0.1:$port" "$tag" >/dev/null

for _ in $(seq 1 60); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  sleep 0.5
done
health=$(curl -sS "http://127.0.0.1:$port/api/health")
echo "health: $health"
[ "$health" = '{"status":"ok","checks":{"database":"ok","redis":"ok"}}' ] || { "${podman[@]}" logs "$name" | tail -20; exit 1; }
for page in /site/index /list/search /user/login; do
  status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$page")
  echo "GET $page $status"
  [ "$status" = 200 ] || exit 1
done
user=$("${podman[@]}" exec "$name" id -un)
echo "runs as: $user"
[ "$user" = node ] || exit 1
migrations=$(psql "$db_url" -tAc 'SELECT count(*) FROM "_prisma_migrations"')
echo "migrations applied by the container: $migrations"
"${podman[@]}" stop -t 30 "$name" >/dev/null
code=$("${podman[@]}" inspect "$name" --format '{{.State.ExitCode}}')
echo "exit code after SIGTERM: $code"
"${podman[@]}" logs "$name" 2>&1 | tail -2
[ "$code" = 0 ]
echo "smoke test passed"
