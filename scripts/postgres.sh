#!/usr/bin/env bash
# Sourced by scripts/check: installs and starts a PostgreSQL server for the persistence tests
# (Debian's packages), and exports SALON_TEST_POSTGRES_URL. Without one, those tests skip.
start_postgres() {
    if ! command -v pg_ctlcluster >/dev/null 2>&1; then
        [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 || return 1
        echo "Installing Debian's PostgreSQL for the persistence tests..."
        (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) \
            >/dev/null 2>&1 || return 1
    fi
    local line version cluster port
    line=$(pg_lsclusters --no-header 2>/dev/null | head -n 1)
    if [ -z "$line" ]; then
        version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
        pg_createcluster "$version" main >/dev/null 2>&1 || return 1
        line=$(pg_lsclusters --no-header | head -n 1)
    fi
    read -r version cluster port _ <<<"$line"
    pg_ctlcluster "$version" "$cluster" start >/dev/null 2>&1 || true  # it may be running
    local sql="runuser -u postgres -- psql -p $port -qtA"
    $sql -c "SELECT 1 FROM pg_roles WHERE rolname = 'salon'" 2>/dev/null | grep -q 1 \
        || $sql -c "CREATE ROLE salon LOGIN PASSWORD 'salon'" >/dev/null 2>&1 || return 1
    $sql -c "SELECT 1 FROM pg_database WHERE datname = 'salon_test'" | grep -q 1 \
        || runuser -u postgres -- createdb -p "$port" -O salon salon_test >/dev/null 2>&1 \
        || return 1
    export SALON_TEST_POSTGRES_URL="postgresql+psycopg://salon:salon@127.0.0.1:$port/salon_test"
}
start_postgres || echo "PostgreSQL could not be started: its tests will be skipped"
