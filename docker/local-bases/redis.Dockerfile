# Redis 7 from Debian's packages. Nothing kept on disk: the gateway's keys are short-lived.
ARG BASE_IMAGE=openportal-local/debian:bookworm
FROM ${BASE_IMAGE}
RUN apt-get update -qq \
  && apt-get install -y -qq --no-install-recommends redis-server >/dev/null \
  && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
USER redis
WORKDIR /var/lib/redis
EXPOSE 6379
CMD ["redis-server", "--save", "", "--appendonly", "no", "--protected-mode", "no"]
