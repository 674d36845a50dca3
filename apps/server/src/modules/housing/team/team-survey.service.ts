import { teamPermission } from '@awb/contract/housing.contract';
import { HOUSING_MSG, TEAM_CHANGE, TEAM_TYPE } from '@awb/contract/housing-options';
import { and, eq, inArray } from 'drizzle-orm';
import type { TRequestContext } from '../../../platform/auth/context.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { invalid, noPermission, notFound } from '../../../platform/errors.ts';
import { IMAGE_TYPES, type TIncomingFile } from '../../../platform/uploads/upload.service.ts';
import { uploads } from '../../../platform/uploads/upload.table.ts';
import { formatTime } from '../housing-format.ts';
import { peopleByIds } from '../housing-people.ts';
import { listingRepository } from '../listing.repository.ts';
import { listingAccess } from '../listing-access.ts';
import { listingRecords } from '../listing-records.ts';
import { teamRepository } from './team.repository.ts';

/** The upload purpose of listing pictures (surveys, and the demo's covers and floor plans). */
export const PICTURE_PURPOSE = 'house-picture';
const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/** The surveyor's part of a listing's team: picture uploads, surveys, the cover, the survey's detail. */
export class TeamSurveyService {
  constructor(private readonly deps: TDeps) {}

  private link = (ref: string) => this.deps.uploads.link(ref);

  /** Stores a picture for a survey; answers the reference to send with teamSurveyor. */
  async upload(ctx: TRequestContext, file: TIncomingFile | undefined) {
    if (!file) throw invalid('请选择要上传的图片');
    const ref = await this.deps.uploads.accept(this.deps.db, ctx, file, {
      purpose: PICTURE_PURPOSE,
      types: IMAGE_TYPES,
      maxBytes: PICTURE_MAX_BYTES,
    });
    return { ref, url: this.link(ref) };
  }

  /** Pictures must be the company's own listing uploads. */
  private async checkPictures(ctx: TRequestContext, refs: string[]): Promise<void> {
    const ids = refs.map((r) => r.slice('upload:'.length).split('.')[0] ?? '');
    const found = await this.deps.db
      .select({ id: uploads.id, ext: uploads.ext })
      .from(uploads)
      .where(and(eq(uploads.companyId, ctx.companyId), eq(uploads.purpose, PICTURE_PURPOSE), inArray(uploads.id, ids)));
    const known = new Set(found.map((u) => `upload:${u.id}.${u.ext}`));
    if (refs.some((r) => !known.has(r))) throw invalid(HOUSING_MSG.pictureNotFound);
  }

  /** A survey: the caller becomes (or stays) the surveyor; pictures join the listing; a first cover is set. */
  async survey(
    ctx: TRequestContext,
    input: { houseId: number; pictures: { ref: string; title: string }[]; vr: string; remark: string },
  ): Promise<void> {
    const { db, clock } = this.deps;
    const l = await listingAccess.visible(db, ctx, input.houseId);
    listingAccess.require(ctx, teamPermission(l.type, TEAM_TYPE.surveyor));
    await this.checkPictures(
      ctx,
      input.pictures.map((p) => p.ref),
    );
    const holder = await teamRepository.holder(db, ctx.companyId, l.id, TEAM_TYPE.surveyor);
    if (holder && holder.userId !== ctx.userId) throw invalid(HOUSING_MSG.teamTaken);
    const existing = await listingRepository.pictures(db, ctx.companyId, l.id);
    const at = clock.now();
    try {
      await db.transaction(async (tx) => {
        let member = holder;
        if (member) {
          await teamRepository.update(tx, ctx.companyId, member.id, {
            vr: input.vr || member.vr,
            remark: input.remark || member.remark,
          });
        } else {
          member = await teamRepository.insert(tx, {
            companyId: ctx.companyId,
            listingId: l.id,
            teamType: TEAM_TYPE.surveyor,
            userId: ctx.userId,
            remark: input.remark,
            vr: input.vr,
            createdBy: ctx.userId,
            createdAt: at,
          });
          await teamRepository.recordChange(tx, {
            companyId: ctx.companyId,
            listingId: l.id,
            teamType: TEAM_TYPE.surveyor,
            action: TEAM_CHANGE.join,
            userId: ctx.userId,
            operatorId: ctx.userId,
            createdAt: at,
          });
        }
        const added = await listingRepository.addPictures(
          tx,
          { companyId: ctx.companyId, listingId: l.id, teamId: member.id, createdBy: ctx.userId },
          input.pictures,
          existing.length,
        );
        const first = added[0];
        if (first && !existing.some((p) => p.isCover)) await listingRepository.setCover(tx, ctx.companyId, l.id, first);
        await listingRecords.operation(
          tx,
          l,
          ctx.userId,
          at,
          '上传实勘',
          `上传${added.length}张图片${input.vr ? '，含VR' : ''}`,
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(HOUSING_MSG.teamTaken);
      throw error;
    }
  }

  /** houseThumbnail: the listing's changers and its surveyor may choose the cover. */
  async setCover(ctx: TRequestContext, input: { houseId: number; pictureId: number }): Promise<void> {
    const { db, clock } = this.deps;
    const l = await listingAccess.visible(db, ctx, input.houseId);
    const surveyor = await teamRepository.holder(db, ctx.companyId, l.id, TEAM_TYPE.surveyor);
    if (surveyor?.userId !== ctx.userId && !(await listingAccess.canManage(db, ctx, l))) throw noPermission();
    const picture = await listingRepository.findPicture(db, ctx.companyId, l.id, input.pictureId);
    if (!picture) throw notFound(HOUSING_MSG.pictureNotFound);
    if (picture.isCover) return;
    await db.transaction(async (tx) => {
      await listingRepository.setCover(tx, ctx.companyId, l.id, picture);
      await listingRecords.operation(tx, l, ctx.userId, clock.now(), '设置封面');
    });
  }

  async surveyDetail(ctx: TRequestContext, houseId: number) {
    const { db } = this.deps;
    const l = await listingAccess.visible(db, ctx, houseId);
    const survey = await teamRepository.latestSurvey(db, ctx.companyId, l.id, TEAM_TYPE.surveyor);
    const pictures = await listingRepository.pictures(db, ctx.companyId, l.id);
    const person = survey ? (await peopleByIds(db, ctx.companyId, [survey.userId])).get(survey.userId) : undefined;
    return {
      pictures: pictures.map((p) => ({ pictureId: p.id, url: this.link(p.ref), title: p.title, isCover: p.isCover })),
      requestData: {
        teamId: survey?.id ?? 0,
        userId: survey?.userId ?? 0,
        userName: person?.userName ?? '',
        deptName: person?.deptName ?? '',
        remark: survey?.remark ?? '',
        surveyAt: formatTime(survey?.createdAt),
      },
      vr: survey?.vr ?? '',
    };
  }
}
