/** A module's table: only its own module may import it. */
export const listings = { name: 'listings' };
