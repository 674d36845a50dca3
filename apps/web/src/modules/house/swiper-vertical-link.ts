/**
 * pages/public/swiper-vertical?id=<houseId>&type=<1|2>&index=<n>: a listing's pictures full screen,
 * one above the other (swipe up for the next), cover first as in the listing's gallery. Imports nothing,
 * so a caller pays only for the path.
 */
export const SWIPER_VERTICAL_PAGE = 'pages/public/swiper-vertical';
