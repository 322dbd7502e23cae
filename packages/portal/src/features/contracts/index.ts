import type { TFeature } from '../../shared/feature.ts';

/**
 * Revenue-split contracts (spec 3 §2), brand flag `contracts`. No screen yet: until one exists
 * the feature has no route and no navigation entry (issue 23: no entry may lead to a placeholder).
 */
export const contractsFeature: TFeature = {
  id: 'contracts',
  layout: 'main',
  flag: 'contracts',
  businessOnly: true,
  namespace: 'contracts',
  routes: [],
  nav: [],
};
