import { appRecordEndpoints as appApi } from '@awb/contract/app-record.contract';
import { APP_TYPE } from '@awb/contract/common/apps';
import { housingEndpoints as api } from '@awb/contract/housing.contract';
import {
  HOUSE_FOLLOW_CATEGORY_NAMES,
  HOUSE_FOLLOW_WRITABLE,
  HOUSING_OPTIONS,
  TEAM_TYPE,
} from '@awb/contract/housing-options';
import { OA_MSG } from '@awb/contract/oa-fields';
import type { FastifyInstance } from 'fastify';
import { ok, okCursorList, okList } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { AppRecordService } from './app-record/app-record.service.ts';
import { listingHandoverStep } from './housing-handover.ts';
import { ListingService } from './listing.service.ts';
import { listingAccess } from './listing-access.ts';
import { registerListingOaActions } from './listing-oa-actions.ts';
import { ListingReadService } from './listing-read.service.ts';
import { ProtectionService } from './protection/protection.service.ts';
import { TeamService } from './team/team.service.ts';
import { TeamSurveyService } from './team/team-survey.service.ts';

const followCategories = Object.entries(HOUSE_FOLLOW_CATEGORY_NAMES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** The 房源本 calls (seed 000 §7 housing/v2) and the generic /app/* calls, listings being app type 1. */
export async function housingRoutes(app: FastifyInstance): Promise<void> {
  const listingsSvc = new ListingService(app.deps);
  const read = new ListingReadService(app.deps);
  const protection = new ProtectionService(app.deps);
  const team = new TeamService(app.deps);
  const survey = new TeamSurveyService(app.deps);
  const records = new AppRecordService(app.deps);

  app.deps.hooks.appItems.register({
    appType: APP_TYPE.house,
    categories: followCategories,
    writable: HOUSE_FOLLOW_WRITABLE,
    resolve: async (ctx, itemId) => ({ itemType: (await listingAccess.visible(app.deps.db, ctx, itemId)).type }),
    onFollowUp: (tx, ctx, itemId, at) => listingsSvc.touchFollow(tx, ctx, itemId, at),
  });
  app.deps.hooks.leaverSteps.register(listingHandoverStep(() => app.deps.clock.now()));
  registerListingOaActions(app.deps.hooks.heldActions);

  // The list, search and detail
  route(app, api.housingPosts, async ({ ctx, body }) => {
    return okCursorList(await read.search(ctx, body));
  });
  route(app, api.housingSearch, async ({ ctx, query }) => {
    const rows = await read.suggestions(ctx, query);
    return okList(rows, rows.length);
  });
  route(app, api.housingDetail, async ({ ctx, query }) => ok(await read.detail(ctx, query.houseId)));
  route(app, api.housingPriceTrend, async ({ ctx, query }) => ok(await read.priceTrend(ctx, query.houseId)));
  route(app, api.housingEvaluate, async ({ ctx, query }) => ok(await read.evaluate(ctx, query.houseId)));
  route(app, api.housingTypeList, async () => ok(HOUSING_OPTIONS));
  route(app, api.housingPictures, async ({ ctx, query }) => {
    const rows = await read.pictures(ctx, query.houseId);
    return okList(rows, rows.length);
  });
  route(app, api.queryAuthHouseCount, async ({ ctx, query }) => {
    const quota = await protection.quota(ctx);
    return ok({ total: await read.visibleCount(ctx, query.type), ...quota });
  });

  // Add, edit, duplicate check and the listing's life
  route(app, api.housingCheck, async ({ ctx, query }) => ok(await listingsSvc.check(ctx, query)));
  route(app, api.housingAdd, async ({ ctx, body }) => ok(await listingsSvc.add(ctx, body), '房源已添加'));
  route(app, api.housingEdit, async ({ ctx, body }) => ok(await listingsSvc.edit(ctx, body), '房源已保存'));
  route(app, api.housingState, async ({ ctx, body }) => {
    await listingsSvc.changeState(ctx, body);
    return ok(null, '状态已修改');
  });
  route(app, api.housingAttribute, async ({ ctx, body }) => {
    await listingsSvc.setAttribute(ctx, body);
    return ok(null, '设置成功');
  });
  route(app, api.housingToPublic, async ({ ctx, query }) => {
    await listingsSvc.toPublic(ctx, query.houseId);
    return ok(null, '已转为公盘');
  });
  // Held by an approval flow: 已提交审批, the listing stays until the last pass.
  route(app, api.housingToRecycle, async ({ ctx, body }) =>
    (await listingsSvc.recycle(ctx, body)) ? ok(null, OA_MSG.submitted) : ok(null, '房源已删除'),
  );

  // Protection and settings
  route(app, api.getHouseInfoProtection, async ({ ctx, query }) => ok(await protection.reveal(ctx, query)));
  route(app, api.protectionRecord, async ({ ctx, query }) => {
    const page = await protection.log(ctx, query);
    return okList(page.rows, page.total);
  });
  route(app, api.getHousingSetting, async ({ ctx }) => ok(await protection.settings(ctx)));
  route(app, api.housingSettingSave, async ({ ctx, body }) => {
    await protection.saveSettings(ctx, body);
    return ok(null, '设置已保存');
  });

  // Team and pictures
  route(app, api.houseUpload, async ({ ctx, req }) => {
    const part = req.isMultipart() ? await req.file() : undefined;
    const file = part ? { bytes: await part.toBuffer(), filename: part.filename } : undefined;
    return ok(await survey.upload(ctx, file), '上传成功');
  });
  route(app, api.teamPosts, async ({ ctx, query }) => ok(await team.posts(ctx, query.houseId)));
  route(app, api.teamMaintainer, async ({ ctx, body }) => {
    await team.take(ctx, body.houseId, TEAM_TYPE.maintainer, body);
    return ok(null, '您已成为维护人');
  });
  route(app, api.teamKey, async ({ ctx, body }) =>
    (await team.take(ctx, body.houseId, TEAM_TYPE.key, body)) ? ok(null, OA_MSG.submitted) : ok(null, '钥匙登记成功'),
  );
  route(app, api.teamEntrustment, async ({ ctx, body }) =>
    (await team.take(ctx, body.houseId, TEAM_TYPE.entrustment, body))
      ? ok(null, OA_MSG.submitted)
      : ok(null, '委托登记成功'),
  );
  route(app, api.teamAgent, async ({ ctx, body }) => {
    await team.take(ctx, body.houseId, TEAM_TYPE.agent, body);
    return ok(null, '您已成为独家人');
  });
  route(app, api.teamSurveyor, async ({ ctx, body }) => {
    await survey.survey(ctx, body);
    return ok(null, '实勘已上传');
  });
  route(app, api.houseThumbnail, async ({ ctx, body }) => {
    await survey.setCover(ctx, body);
    return ok(null, '封面已设置');
  });
  route(app, api.teamAssign, async ({ ctx, body }) => {
    await team.assign(ctx, body);
    return ok(null, '分配成功');
  });
  route(app, api.teamRelieve, async ({ ctx, body }) => {
    await team.relieve(ctx, body.teamId);
    return ok(null, '已解除');
  });
  route(app, api.teamChangeRecord, async ({ ctx, query }) => {
    const page = await team.changes(ctx, query);
    return okList(page.rows, page.total);
  });
  route(app, api.teamSurveyorDetail, async ({ ctx, query }) => ok(await survey.surveyDetail(ctx, query.houseId)));

  // Follow-ups of listings (the /housing/v2 names of the generic calls)
  route(app, api.housingfollowUpCategory, async () => {
    const rows = records.categories(APP_TYPE.house);
    return okList(rows, rows.length);
  });
  route(app, api.housingfollowUp, async ({ ctx, body }) =>
    ok(await records.writeFollowUp(ctx, { appType: APP_TYPE.house, ...body, itemId: body.houseId }), '跟进已保存'),
  );
  route(app, api.getHousingfollowUp, async ({ ctx, query }) => {
    const page = await records.followUps(ctx, { appType: APP_TYPE.house, ...query, itemId: query.houseId });
    return okList(page.rows, page.total);
  });
  route(app, api.housingfollowUpDel, async ({ ctx, body }) => {
    await records.deleteFollowUp(ctx, { appType: APP_TYPE.house, itemId: body.houseId, followId: body.followId });
    return ok(null, '跟进已删除');
  });

  // The generic /app/* calls
  route(app, appApi.getCategoryV2, async ({ query }) => {
    const rows = records.categories(query.appType);
    return okList(rows, rows.length);
  });
  route(app, appApi.appRecord, async ({ ctx, query }) => {
    const page = await records.records(ctx, query);
    return okList(page.rows, page.total);
  });
  route(app, appApi.followUp, async ({ ctx, body }) => ok(await records.writeFollowUp(ctx, body), '跟进已保存'));
  route(app, appApi.getFollowUp, async ({ ctx, query }) => {
    const page = await records.followUps(ctx, query);
    return okList(page.rows, page.total);
  });
  route(app, appApi.followUpDel, async ({ ctx, body }) => {
    await records.deleteFollowUp(ctx, body);
    return ok(null, '跟进已删除');
  });
  route(app, appApi.collection, async ({ ctx, query }) =>
    ok(await records.collect(ctx, query), query.status === 1 ? '已收藏' : '已取消收藏'),
  );
}
