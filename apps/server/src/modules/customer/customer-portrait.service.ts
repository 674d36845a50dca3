import { chinaMonth, chinaMonthsUpTo, formatTime } from '@awb/contract/common/china-time';
import {
  CUSTOMER_ATTRIBUTION,
  FOLLOW_CATEGORY,
  HOUSE_AGE_NAMES,
  HOUSE_KIND_NAMES,
  LEVEL_SHORT,
  NEED_NAMES,
  PAYMENT_METHOD_NAMES,
  RENOVATION_NAMES,
  ROOM_FILTER,
  USES_NAMES,
} from '@awb/contract/customer-enums';
import { PRICE_UNIT } from '@awb/contract/customer-form';
import type { TCustomerPortrait } from '@awb/contract/customer-rows';
import { and, desc, eq } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { customerRepository } from './customer.repository.ts';
import type { CustomerService } from './customer.service.ts';
import { customerFollowUps } from './customer.table.ts';
import { customerListings } from './customer-listings.ts';
import { customerRefs } from './customer-refs.ts';
import { rangeText } from './customer-view.ts';

const DAY = 86_400_000;
/** What a customer of each type wants, as agents say it. */
const KIND_OF_NEED: Record<number, string> = { 1: '求购二手房', 2: '求租', 3: '求购新房' };
/** The follow-ups the portrait reads (the newest). */
const PORTRAIT_FOLLOW_UPS = 300;
/** Words agents write in follow-ups that say what matters to the customer. */
const KEYWORDS = [
  '学区',
  '地铁',
  '采光',
  '朝南',
  '南北通透',
  '楼层',
  '电梯',
  '车位',
  '装修',
  '预算',
  '首付',
  '贷款',
  '全款',
  '满五',
  '税费',
  '户型',
  '面积',
  '安静',
  '景观',
  '通勤',
  '医院',
  '商场',
  '公园',
  '急',
  '看房',
  '议价',
];

/** The customer portrait: intention in words, activity, and what the follow-ups keep mentioning. */
export class CustomerPortraitService {
  constructor(
    private readonly deps: TDeps,
    private readonly customersService: CustomerService,
  ) {}

  async portrait(ctx: TRequestContext, customerId: number): Promise<TCustomerPortrait> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const c = (await this.customersService.findVisible(db, ctx, customerId)).customer;
    const communityIds = (await customerRepository.communitiesOf(db, ctx.companyId, [c.id])).get(c.id) ?? [];
    const names = await customerRefs.communities(db, ctx.companyId, communityIds);
    const follows = await db
      .select()
      .from(customerFollowUps)
      .where(and(eq(customerFollowUps.companyId, ctx.companyId), eq(customerFollowUps.customerId, c.id)))
      .orderBy(desc(customerFollowUps.id))
      .limit(PORTRAIT_FOLLOW_UPS);

    const unit = PRICE_UNIT[c.customerType] ?? '';
    const communityNames = communityIds.map((id) => names.get(id)?.name ?? '').filter(Boolean);
    const regionNames = c.regions.map((d) => customerRefs.districtName(d)).filter(Boolean);
    const roomLabel = c.room ? (ROOM_FILTER.find((r) => r.value === c.room)?.label ?? '') : '';
    const points: TCustomerPortrait['points'] = [];
    const add = (label: string, value: string) => {
      if (value) points.push({ label, value });
    };
    add('需求类型', KIND_OF_NEED[c.customerType] ?? '');
    add(c.customerType === 2 ? '租金预算' : '预算', rangeText(c.priceMin, c.priceMax, unit));
    add('首付', c.downPayment !== null ? `${c.downPayment}万` : '');
    add('面积', rangeText(c.areaMin, c.areaMax, '㎡'));
    add('户型', roomLabel);
    add('楼层', rangeText(c.floorMin, c.floorMax, '层'));
    add('意向小区', communityNames.join('、'));
    add('意向区域', [customerRefs.cityName(c.cityId), regionNames.join('、')].filter(Boolean).join(' '));
    add('物业类型', c.houseKind ? (HOUSE_KIND_NAMES[c.houseKind] ?? '') : '');
    add('付款方式', c.paymentMethod ? (PAYMENT_METHOD_NAMES[c.paymentMethod] ?? '') : '');
    add('用途', c.uses ? (USES_NAMES[c.uses] ?? '') : '');
    add('装修', c.renovation ? (RENOVATION_NAMES[c.renovation] ?? '') : '');
    add('房龄', c.houseAge ? (HOUSE_AGE_NAMES[c.houseAge] ?? '') : '');
    add('电梯', c.elevator ? (NEED_NAMES[c.elevator] ?? '') : '');
    add('车位', c.garage ? (NEED_NAMES[c.garage] ?? '') : '');

    // Activity and the monthly chart.
    const visits = follows.filter((f) => f.categoryType === FOLLOW_CATEGORY.visit);
    const last = c.lastFollowAt;
    const daysSinceFollow = last ? Math.floor((now.getTime() - last.getTime()) / DAY) : -1;
    const holdDays =
      c.attribution === CUSTOMER_ATTRIBUTION.private && c.holdSince
        ? Math.floor((now.getTime() - c.holdSince.getTime()) / DAY)
        : 0;
    const monthly = chinaMonthsUpTo(now, 6).map((month) => ({ month, normal: 0, visit: 0 }));
    for (const f of follows) {
      const slot = monthly.find((m) => m.month === chinaMonth(f.createdAt));
      if (!slot) continue;
      if (f.categoryType === FOLLOW_CATEGORY.visit) slot.visit += 1;
      else slot.normal += 1;
    }

    // Visited communities, from the listings shown on visits.
    const shown = await customerListings.titles(
      db,
      ctx.companyId,
      visits.flatMap((v) => v.houseIds),
    );
    const visitedCount = new Map<string, number>();
    for (const v of visits) {
      for (const id of v.houseIds) {
        const name = shown.get(id)?.communityName;
        if (name) visitedCount.set(name, (visitedCount.get(name) ?? 0) + 1);
      }
    }
    const visitedCommunities = [...visitedCount.entries()]
      .map(([communityName, count]) => ({ communityName, count }))
      .sort((a, b) => b.count - a.count);

    const keywordCount = new Map<string, number>();
    for (const f of follows) {
      for (const word of KEYWORDS)
        if (f.content.includes(word)) keywordCount.set(word, (keywordCount.get(word) ?? 0) + 1);
    }
    const keywords = [...keywordCount.entries()]
      .map(([word, count]) => ({ word, count }))
      .sort((a, b) => b.count - a.count)
      .slice(0, 8);

    // Heat: level (A 40 … D 10), recency of the last follow-up (≤ 30), visits (≤ 30).
    const levelPart = ({ 1: 40, 2: 30, 3: 20, 4: 10 } as Record<number, number>)[c.level] ?? 20;
    const recencyPart = daysSinceFollow < 0 ? 0 : Math.max(0, 30 - daysSinceFollow);
    const visitPart = Math.min(30, c.visitCount * 10);
    const heat = Math.min(100, levelPart + recencyPart + visitPart);

    const wants = [
      regionNames.length || communityNames.length
        ? `意向${[regionNames.join('、'), communityNames.slice(0, 3).join('、')].filter(Boolean).join('，')}一带`
        : '',
      roomLabel && roomLabel !== '不限' ? roomLabel : '',
      c.areaMin !== null || c.areaMax !== null ? `面积${rangeText(c.areaMin, c.areaMax, '㎡')}` : '',
      c.priceMin !== null || c.priceMax !== null ? `预算${rangeText(c.priceMin, c.priceMax, unit)}` : '',
    ].filter(Boolean);
    const kind = KIND_OF_NEED[c.customerType] ?? '';
    const activity =
      c.followCount === 0
        ? '尚无跟进记录'
        : `共跟进${c.followCount}次（带看${c.visitCount}次），最近一次在${daysSinceFollow}天前`;
    const focus =
      keywords.length > 0
        ? `，跟进中常提到${keywords
            .slice(0, 3)
            .map((k) => k.word)
            .join('、')}`
        : '';
    const summary = `${LEVEL_SHORT[c.level] ?? ''}类客户，${kind}${wants.length ? `，${wants.join('，')}` : ''}。${activity}${focus}。`;

    return {
      customerId: c.id,
      name: c.name,
      customerType: c.customerType,
      level: c.level,
      summary,
      points,
      tags: c.tags,
      heat,
      activity: {
        followCount: c.followCount,
        visitCount: c.visitCount,
        lastFollowAt: formatTime(last),
        daysSinceFollow,
        holdDays,
      },
      monthly,
      visitedCommunities,
      keywords,
    };
  }
}
