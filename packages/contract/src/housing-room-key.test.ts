import { describe, expect, it } from 'vitest';
import { normaliseBuilding, normaliseRoom, normaliseUnit, roomKey, roomLabel } from './housing-room-key.ts';

describe('room-number normalisation (the duplicate check)', () => {
  it('drops leading zeros: 0501 = 501', () => {
    expect(roomKey('5', '', '0501')).toBe(roomKey('5', '', '501'));
    expect(roomKey('05', '02', '0501')).toBe('5|2|501');
  });

  it('reads the building from the room: 5-501 = 5栋501', () => {
    expect(roomKey('', '', '5-501')).toBe(roomKey('5', '', '501'));
    expect(roomKey('5', '', '5-501')).toBe('5||501');
    expect(roomKey('', '', '5栋501')).toBe('5||501');
    expect(roomKey('', '', '5幢501室')).toBe('5||501');
  });

  it('reads building and unit from the room: 5-2-501 = 5栋2单元501室', () => {
    expect(roomKey('', '', '5-2-501')).toBe('5|2|501');
    expect(roomKey('', '', '5栋2单元501室')).toBe('5|2|501');
    expect(roomKey('5栋', '2单元', '501室')).toBe('5|2|501');
  });

  it('ignores labels, spaces, width, case and Chinese numerals', () => {
    expect(normaliseBuilding('5号楼')).toBe('5');
    expect(normaliseBuilding(' ５ 幢')).toBe('5');
    expect(normaliseBuilding('b座')).toBe('B');
    expect(normaliseBuilding('十二栋')).toBe('12');
    expect(normaliseUnit('二单元')).toBe('2');
    expect(normaliseUnit('02')).toBe('2');
    expect(roomKey('五', '一', '５０１')).toBe('5|1|501');
    expect(roomKey('5', '', '５－５０１')).toBe('5||501');
    expect(roomKey('3', '', '501号')).toBe('3||501');
  });

  it('keeps different houses apart', () => {
    expect(roomKey('5', '', '501')).not.toBe(roomKey('6', '', '501'));
    expect(roomKey('5', '1', '501')).not.toBe(roomKey('5', '2', '501'));
    expect(roomKey('5', '', '501')).not.toBe(roomKey('5', '', '5010'));
    expect(roomKey('5', '', '1501')).not.toBe(roomKey('5', '', '501'));
    expect(roomKey('A', '', '101')).not.toBe(roomKey('B', '', '101'));
  });

  it('does not let a room of another building override the building field', () => {
    expect(normaliseRoom('5', '', '6-501')).toEqual({ building: '5', unit: '', room: '6-501' });
  });

  it('keeps a lone zero and letters inside rooms', () => {
    expect(roomKey('1', '', '0')).toBe('1||0');
    expect(roomKey('1', '', 'a0501')).toBe('1||A501');
  });

  it('labels an address for display', () => {
    expect(roomLabel(normaliseRoom('', '', '5-2-0501'))).toBe('5栋2单元501');
    expect(roomLabel(normaliseRoom('7', '', '301'), '幢')).toBe('7幢301');
  });
});
