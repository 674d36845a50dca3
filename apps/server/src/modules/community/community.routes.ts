import { catalogueEndpoints as cat } from '@awb/contract/catalogue.contract';
import { communityEndpoints as api } from '@awb/contract/community.contract';
import { COMMUNITY_MSG } from '@awb/contract/community-fields';
import { MAP_ZOOM, NEARBY_TYPES } from '@awb/contract/community-shapes';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../platform/errors.ts';
import { ok, okList } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { CatalogueService } from './catalogue/catalogue.service.ts';
import { CommunityService } from './community.service.ts';
import { readCommunityConfig } from './community-config.ts';
import { HouseTypeService } from './house-type.service.ts';
import { PlaceAroundClient } from './nearby/nearby-client.ts';
import { PickerService } from './picker.service.ts';
import { PICTURE_MAX_BYTES, PictureService } from './picture.service.ts';

/** Hangzhou (the demo city) centre, where the map opens for a community without coordinates. */
const DEFAULT_CENTER = { longitude: 120.155, latitude: 30.274 };

/** The 小区档案 calls, the base catalogue and the house book's community pickers. */
export async function communityRoutes(app: FastifyInstance): Promise<void> {
  const config = readCommunityConfig();
  const communities = new CommunityService(app.deps);
  const pictures = new PictureService(app.deps);
  const houseTypes = new HouseTypeService(app.deps);
  const pickers = new PickerService(app.deps);
  const catalogue = new CatalogueService(app.deps);
  const places = config.mapKey ? new PlaceAroundClient(config.mapApiUrl, config.mapKey) : null;

  route(app, api.companyCommunity, async ({ ctx, body }) => {
    const { rows, total } = await communities.list(ctx, body);
    return okList(rows, total);
  });
  route(app, api.companyCommunityAdd, async ({ ctx, body }) => ok(await communities.add(ctx, body), '小区已添加'));
  route(app, api.companyCommunityEdit, async ({ ctx, body }) => {
    await communities.edit(ctx, body);
    return ok(null, '小区已保存');
  });
  route(app, api.companyCommunityDelete, async ({ ctx, body }) => {
    await communities.remove(ctx, body.communityId);
    return ok(null, '小区已删除');
  });
  route(app, api.companyCommunityDetail, async ({ ctx, query }) =>
    ok(await communities.values(ctx, query.communityId)),
  );
  route(app, api.communityDetail, async ({ ctx, query }) => ok(await communities.detail(ctx, query.communityId)));
  route(app, api.communityPosts, async ({ ctx, query }) => {
    const { rows, total } = await communities.records(ctx, query);
    return okList(rows, total);
  });
  route(app, api.communityHouseCount, async ({ ctx, query }) =>
    ok(await communities.houseCount(ctx, query.communityId)),
  );
  route(app, api.regionList, async ({ query }) => ok(await communities.regions(query)));

  route(app, api.companyCommunityPictures, async ({ ctx, query }) => ok(await pictures.list(ctx, query.communityId)));
  route(
    app,
    api.pictureUpload,
    async ({ ctx, req }) => {
      const part = req.isMultipart() ? await req.file() : undefined;
      const file = part ? { bytes: await part.toBuffer(), filename: part.filename } : undefined;
      return ok(await pictures.upload(ctx, file), '上传成功');
    },
    { bodyLimit: PICTURE_MAX_BYTES + 64 * 1024 },
  );
  route(app, api.companyCommunityPicturesAdd, async ({ ctx, body }) =>
    ok(await pictures.add(ctx, body.communityId, body.urls), '图片已添加'),
  );
  route(app, api.companyCommunityPicturesDel, async ({ ctx, body }) => {
    await pictures.remove(ctx, body.communityId, body.pictureIds);
    return ok(null, '图片已删除');
  });
  route(app, api.communityThumbnail, async ({ ctx, body }) => {
    const result = await pictures.setCover(ctx, body.communityId, body.url);
    return ok(result, result.changed ? '已设为封面' : '该图片已是封面');
  });

  route(app, api.houseTypeAdd, async ({ ctx, body }) => ok(await houseTypes.add(ctx, body), '户型已添加'));
  route(app, api.houseTypeEdit, async ({ ctx, body }) => {
    await houseTypes.edit(ctx, body);
    return ok(null, '户型已保存');
  });
  route(app, api.houseTypeDel, async ({ ctx, body }) => {
    await houseTypes.remove(ctx, body.id);
    return ok(null, '户型已删除');
  });
  route(app, api.getHouseType, async ({ ctx, query }) => ok(await houseTypes.list(ctx, query.communityId, query.room)));
  route(app, api.houseTypeDetail, async ({ ctx, query }) => ok(await houseTypes.detail(ctx, query.id)));

  route(app, api.buildingList, async ({ ctx, query }) => ok(await pickers.buildings(ctx, query.communityId)));
  route(app, api.buildingSave, async ({ ctx, body }) => ok(await pickers.saveBuilding(ctx, body), '楼栋已添加'));
  route(app, api.buildingDelete, async ({ ctx, body }) => {
    await pickers.deleteBuilding(ctx, body.buildingId);
    return ok(null, '楼栋已删除');
  });

  route(app, api.communitySearch, async ({ ctx, query }) => ok(await pickers.search(ctx, query.key)));
  route(app, api.communityBuildingSearch, async ({ ctx, query }) =>
    ok(await pickers.buildings(ctx, query.communityId)),
  );
  route(app, api.communityRoomSearch, async ({ ctx, query }) =>
    ok(await pickers.rooms(ctx, query.communityId, query.unitId)),
  );
  route(app, api.communitSchool, async ({ ctx, query }) => ok(await pickers.schools(ctx, query)));

  route(app, api.nearby, async ({ ctx, query }) => {
    const community = await communities.find(ctx, query.communityId);
    if (!places) return ok({ configured: false, status: '0', info: COMMUNITY_MSG.mapKeyMissing, pois: [] });
    if (community.longitude === null || community.latitude === null) throw invalid(COMMUNITY_MSG.noLocation);
    const types = NEARBY_TYPES.find((t) => t.key === query.kind)?.types ?? '';
    const result = await places.search({ longitude: community.longitude, latitude: community.latitude }, types);
    return ok({ configured: true, ...result });
  });
  route(app, api.mapConfig, async () =>
    ok({
      tileUrl: config.tileUrl,
      subdomains: config.tileSubdomains,
      attribution: config.tileAttribution,
      minZoom: MAP_ZOOM.min,
      maxZoom: MAP_ZOOM.max,
      defaultZoom: MAP_ZOOM.default,
      center: DEFAULT_CENTER,
    }),
  );

  route(app, cat.openCity, async ({ query }) => ok(await catalogue.openCity(query.cityid)));
  route(app, cat.getCommunityList, async ({ ctx, body }) => {
    const { rows, total } = await catalogue.list(ctx, body);
    return okList(rows, total);
  });
  route(app, cat.communityDetail, async ({ ctx, query }) => ok(await catalogue.detail(ctx, query.id)));
  route(app, cat.getUnitList, async ({ query }) => ok(await catalogue.units(query.id)));
  route(app, cat.getHouseList, async ({ query }) => ok(await catalogue.houses(query.unitId)));
  route(app, cat.adopt, async ({ ctx, body }) => ok(await catalogue.adopt(ctx, body.id), '已添加到我的小区'));
}
