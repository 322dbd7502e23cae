# PostgreSQL 15 from Debian's packages, with the environment of the public postgres image that
# docker/compose.yaml uses: POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB, PGDATA; PGPORT sets the port.
ARG BASE_IMAGE=openportal-local/debian:bookworm
FROM ${BASE_IMAGE}
RUN mkdir -p /etc/postgresql-common \
  && echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.conf \
  && apt-get update -qq \
  && apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null \
  && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
  && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
  && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql
COPY postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    PGDATA=/var/lib/postgresql/data
USER postgres
STOPSIGNAL SIGINT
ENTRYPOINT ["/bin/sh", "/usr/local/bin/postgres-entrypoint.sh"]
CMD ["postgres"]
