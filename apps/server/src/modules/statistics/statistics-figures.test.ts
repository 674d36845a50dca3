import { describe, expect, it } from 'vitest';
import { performanceFigures } from './contract-statistics.ts';
import { businessFigures, groupRows } from './statistics-figures.ts';

const people = [
  { id: 1, name: '甲', departmentId: 10, status: 1 },
  { id: 2, name: '乙', departmentId: 10, status: 1 },
  { id: 3, name: '丙', departmentId: null, status: 1 },
  { id: 4, name: '丁', departmentId: 11, status: 2 },
];
const departments = [
  { id: 10, name: '文三路店', path: '/10/', sort: 0 },
  { id: 11, name: '滨江店', path: '/11/', sort: 1 },
];

describe('businessFigures', () => {
  it('sums the period and fills every day', () => {
    const out = businessFigures(
      { startDate: '2026-11-01', endDate: '2026-11-03' },
      {
        houseNew: [
          { userId: 1, day: '2026-11-02', n: 2 },
          { userId: 2, day: '2026-11-02', n: 1 },
        ],
      },
    );
    expect(out.summary.newHouseCount).toBe(3);
    expect(out.series.map((d) => [d.date, d.newHouseCount])).toEqual([
      ['2026-11-01', 0],
      ['2026-11-02', 3],
      ['2026-11-03', 0],
    ]);
  });
});

describe('groupRows', () => {
  const metrics = {
    newCount: [
      { userId: 1, day: 'd', n: 2 },
      { userId: 3, day: 'd', n: 1 },
      { userId: 9, day: 'd', n: 5 },
    ],
  };
  it('groups per department with the people in none last, ignoring people out of scope', () => {
    const out = groupRows(metrics, people, 'dept', departments);
    expect(out.rows).toEqual([
      { id: 10, name: '文三路店', newCount: 2 },
      { id: 0, name: '未分配部门', newCount: 1 },
    ]);
    expect(out.total).toEqual({ newCount: 3 });
  });
  it('lists active people per agent, leavers only with figures', () => {
    const out = groupRows(metrics, people, 'user', departments);
    expect(out.rows.map((r) => [r.id, r.newCount])).toEqual([
      [1, 2],
      [2, 0],
      [3, 1],
    ]);
  });
});

describe('performanceFigures', () => {
  it('leaves out void and terminated contracts; paid is the completed ones', () => {
    const rows = [
      { contractType: 1, state: 4, count: 1, amount: 100, commission: 2000 },
      { contractType: 1, state: 1, count: 2, amount: 100, commission: 1000 },
      { contractType: 1, state: 6, count: 1, amount: 100, commission: 9000 },
      { contractType: 2, state: 2, count: 1, amount: 100, commission: 50 },
      { contractType: 2, state: 1, count: 1, amount: 100, commission: 30.5 },
    ];
    expect(performanceFigures(rows, 0)).toEqual({
      moneyUnit: '元',
      contractCount: 4,
      paidCount: 2000,
      receivableCount: 3030.5,
    });
    expect(performanceFigures(rows, 2)).toEqual({
      moneyUnit: '元',
      contractCount: 1,
      paidCount: 0,
      receivableCount: 30.5,
    });
  });
});
