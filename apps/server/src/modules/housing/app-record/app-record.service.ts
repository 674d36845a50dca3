import type { TAppRecord, TFollowUp } from '@awb/contract/app-record.contract';
import { CODE } from '@awb/contract/common/codes';
import { HOUSING_MSG, type TOption } from '@awb/contract/housing-options';
import type { TRequestContext } from '../../../platform/auth/context.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../../platform/errors.ts';
import { formatTime } from '../housing-format.ts';
import { peopleByIds } from '../housing-people.ts';
import { appRecordRepository, type TFollowUpRow, type TItemRef } from './app-record.repository.ts';

type TPage = { pageindex: number; pagesize: number };

/** Follow-ups, app records and favourites of any registered app type. */
export class AppRecordService {
  constructor(private readonly deps: TDeps) {}

  categories(appType: number): TOption[] {
    return [{ value: 0, label: '全部' }, ...this.deps.hooks.appItems.get(appType).categories];
  }

  private async item(ctx: TRequestContext, appType: number, itemId: number): Promise<TItemRef> {
    const { itemType } = await this.deps.hooks.appItems.get(appType).resolve(ctx, itemId);
    return { companyId: ctx.companyId, appType, itemType, itemId };
  }

  async records(
    ctx: TRequestContext,
    q: { appType: number; itemId: number; recordType: number } & TPage,
  ): Promise<{ rows: TAppRecord[]; total: number }> {
    const item = await this.item(ctx, q.appType, q.itemId);
    const page = await appRecordRepository.records(this.deps.db, item, q.recordType, q);
    const people = await peopleByIds(
      this.deps.db,
      ctx.companyId,
      page.rows.map((r) => r.userId),
    );
    return {
      rows: page.rows.map((r) => ({
        recordId: r.id,
        recordType: r.recordType,
        action: r.action,
        content: r.content,
        userId: r.userId,
        userName: people.get(r.userId)?.userName ?? '',
        createdAt: formatTime(r.createdAt),
      })),
      total: page.total,
    };
  }

  async writeFollowUp(
    ctx: TRequestContext,
    input: { appType: number; itemId: number; categoryType: number; content: string },
  ): Promise<{ followId: number }> {
    const kind = this.deps.hooks.appItems.get(input.appType);
    if (!kind.writable.includes(input.categoryType)) throw invalid(HOUSING_MSG.followCategoryInvalid);
    const item = await this.item(ctx, input.appType, input.itemId);
    const at = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      // The insert and the item's own change sent together (pipelined on the transaction's connection on
      // PostgreSQL); should either fail, the transaction rolls both back.
      const [row] = await Promise.all([
        appRecordRepository.addFollowUp(tx, item, {
          categoryType: input.categoryType,
          content: input.content,
          userId: ctx.userId,
          createdAt: at,
        }),
        kind.onFollowUp?.(tx, ctx, input.itemId, at),
      ]);
      return { followId: row.id };
    });
  }

  async followUps(
    ctx: TRequestContext,
    q: { appType: number; itemId: number; categoryType: number } & TPage,
  ): Promise<{ rows: TFollowUp[]; total: number }> {
    const kind = this.deps.hooks.appItems.get(q.appType);
    const item = await this.item(ctx, q.appType, q.itemId);
    const page = await appRecordRepository.followUps(this.deps.db, item, q.categoryType, q);
    const names = new Map(kind.categories.map((c) => [c.value, c.label]));
    return {
      rows: page.rows.map((r) => this.view(ctx, r, names)),
      total: page.total,
    };
  }

  private view(ctx: TRequestContext, r: TFollowUpRow, names: Map<number, string>): TFollowUp {
    // The writer as read with the row (a person of the company, any status), as `peopleByIds` gives them.
    const person =
      r.userId && r.personId !== null
        ? { userName: r.userName ?? '', avatarRef: r.avatarRef ?? '', deptName: r.deptName ?? '' }
        : undefined;
    return {
      followId: r.id,
      appType: r.appType,
      type: r.itemType,
      itemId: r.itemId,
      categoryType: r.categoryType,
      categoryName: names.get(r.categoryType) ?? '',
      content: r.content,
      userId: r.userId ?? 0,
      userName: person?.userName ?? '系统',
      avatar: person?.avatarRef ? this.deps.uploads.link(person.avatarRef) : '',
      deptName: person?.deptName ?? '',
      createdAt: formatTime(r.createdAt),
      canDelete: r.userId !== null && (r.userId === ctx.userId || ctx.isManager),
    };
  }

  async deleteFollowUp(ctx: TRequestContext, input: { appType: number; itemId: number; followId: number }) {
    const kind = this.deps.hooks.appItems.get(input.appType);
    const item = await this.item(ctx, input.appType, input.itemId);
    const row = await appRecordRepository.findFollowUp(this.deps.db, item, input.followId);
    if (!row) throw notFound(HOUSING_MSG.followNotFound);
    if (row.userId === null || (row.userId !== ctx.userId && !ctx.isManager)) {
      throw new AppError(CODE.noPermission, HOUSING_MSG.followDeleteOwn);
    }
    await this.deps.db.transaction(async (tx) => {
      const done = await appRecordRepository.deleteFollowUp(
        tx,
        ctx.companyId,
        row.id,
        ctx.userId,
        this.deps.clock.now(),
      );
      if (!done) throw notFound(HOUSING_MSG.followNotFound);
      await kind.onFollowUpDeleted?.(tx, ctx, input.itemId);
    });
  }

  async collect(ctx: TRequestContext, input: { appType: number; itemId: number; status: number }) {
    const item = await this.item(ctx, input.appType, input.itemId);
    await appRecordRepository.setCollected(this.deps.db, item, ctx.userId, input.status === 1);
    return { collected: input.status === 1 };
  }
}
