import { z } from 'zod';
import { DAY_PATTERN, TIME_PATTERN } from './china-time.ts';

/**
 * The answer fields that carry a time or a day. The pattern is checked when the server serialises an
 * answer too, so a module that sent ISO UTC again would fail its own route tests, and the OpenAPI
 * document shows the pattern, the description and an example.
 */
export const ZTime = z
  .string()
  .regex(TIME_PATTERN)
  .meta({ description: '北京时间 YYYY-MM-DD HH:mm（UTC+8）；无则为空字符串', example: '2026-11-23 09:00' });

export const ZDay = z
  .string()
  .regex(DAY_PATTERN)
  .meta({ description: '北京时间的日期 YYYY-MM-DD；无则为空字符串', example: '2026-11-23' });
