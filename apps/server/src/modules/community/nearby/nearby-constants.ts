/** Seed 001 §9: map radius 30000 m, 6 results. */
export const MAP_RADIUS = 30_000;
export const MAP_RESULTS = 6;
