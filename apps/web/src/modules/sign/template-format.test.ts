import { describe, expect, it } from 'vitest';
import { fieldKind, showWhenText } from './template-format.ts';

const attic = {
  fieldName: 'atticHave',
  fieldTitle: '有无阁楼',
  type: 4,
  numUnit: '',
  optionsData: [
    { value: '1', label: '有' },
    { value: '0', label: '无' },
  ],
};
const atticArea = {
  fieldName: 'atticArea',
  fieldTitle: '阁楼面积',
  type: 3,
  numUnit: '㎡',
  optionsData: [],
  showWhen: { field: 'atticHave', in: ['1'] },
};

describe('template preview text', () => {
  it('names the type, unit and options', () => {
    expect(fieldKind(attic)).toBe('单选 · 2个选项');
    expect(fieldKind(atticArea)).toBe('数字 · ㎡');
  });

  it('puts a dependency in words with the titles', () => {
    expect(showWhenText(atticArea, [attic, atticArea])).toBe('当「有无阁楼」为「有」时显示');
    expect(showWhenText({ ...atticArea, showWhen: { field: 'atticHave', notIn: ['0', '1'] } }, [attic])).toBe(
      '当「有无阁楼」不为「无/有」时显示',
    );
    expect(showWhenText(attic, [attic])).toBe('');
  });
});
