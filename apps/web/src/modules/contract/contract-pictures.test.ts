import { describe, expect, it } from 'vitest';
import {
  addPictures,
  boardFromServer,
  changedCategories,
  movePicture,
  pictureTotal,
  removePicture,
  roomLeft,
  setPictureRole,
} from './contract-pictures.ts';

const loaded = boardFromServer([
  {
    categoryId: 1,
    category: '合同原件',
    pictures: [
      { pictureId: 1, url: 'a', roleType: 0, title: '' },
      { pictureId: 2, url: 'b', roleType: 1, title: '' },
    ],
  },
  { categoryId: 2, category: '身份证明', pictures: [] },
]);

describe('the picture board', () => {
  it('adds, removes and reorders within a category, and sends only the changed categories', () => {
    expect(changedCategories(loaded, loaded)).toEqual([]);
    const added = addPictures(loaded, 2, ['c', 'd'], 2);
    expect(pictureTotal(added)).toBe(4);
    expect(changedCategories(loaded, added)).toEqual([
      {
        categoryId: 2,
        pictures: [
          { url: 'c', roleType: 2, title: '' },
          { url: 'd', roleType: 2, title: '' },
        ],
      },
    ]);
    const moved = movePicture(loaded, 1, 1, -1);
    expect(moved[0]!.pictures.map((p) => p.url)).toEqual(['b', 'a']);
    expect(movePicture(loaded, 1, 0, -1)).toEqual(loaded);
    expect(movePicture(loaded, 1, 1, 1)).toEqual(loaded);
    const removed = removePicture(loaded, 1, 0);
    expect(changedCategories(loaded, removed)).toEqual([
      { categoryId: 1, pictures: [{ url: 'b', roleType: 1, title: '' }] },
    ]);
    expect(setPictureRole(loaded, 1, 0, 3)[0]!.pictures[0]!.roleType).toBe(3);
  });

  it('keeps at most 30 pictures a category', () => {
    expect(roomLeft(loaded, 1)).toBe(28);
    const urls = Array.from({ length: 40 }, (_, i) => `u${i}`);
    const full = addPictures(loaded, 1, urls);
    expect(full[0]!.pictures).toHaveLength(30);
    expect(roomLeft(full, 1)).toBe(0);
  });
});
