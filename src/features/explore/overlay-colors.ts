/**
 * Colours of the explore overlays (layers.ts draws with them); the legend reads the same table.
 * Shapes and labels carry the meaning too.
 */
export const EXPLORE_COLORS = {
  query: '#3d5afe',
  adminDong: '#7e57c2',
  legalDong: '#00897b',
  road: '#ef6c00',
  link: '#d81b60',
  radius: '#d81b60',
  poi: '#6d4c41',
} as const;
