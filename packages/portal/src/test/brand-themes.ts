/** Stands in for apps/web's `virtual:op-brand-themes` in tests: two themes. */
export default [
  { id: 'alpha', name: 'Alpha', logo: 'data:image/svg+xml,', vars: { '--op-color-primary': '#114488' } },
  { id: 'beta', name: 'Beta', logo: 'data:image/svg+xml,', vars: { '--op-color-primary': '#883311' } },
];
