import { describe, expect, it } from 'vitest';
import { LISTING_COVER, listingCoverSrc } from './listing-cover.ts';

describe('listingCoverSrc', () => {
  it('asks for the 240-pixel thumbnail of an uploaded cover: twice the card’s 112-pixel box', () => {
    expect(LISTING_COVER.width * 2).toBeLessThanOrEqual(240);
    const link = '/files/0f8fad5b-d9cb-469f-a165-70867728950e.png?e=1800000000&s=sig';
    expect(listingCoverSrc(link)).toBe(`${link}&w=240`);
  });

  it('leaves a cover from elsewhere as it is', () => {
    expect(listingCoverSrc('https://img.example.com/a.jpg')).toBe('https://img.example.com/a.jpg');
  });
});
