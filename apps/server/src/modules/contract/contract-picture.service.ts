import { contractEditPermission } from '@awb/contract/contract.contract';
import { CONTRACT_MSG, CONTRACT_PICTURE_CATEGORIES } from '@awb/contract/contract-fields';
import type { TContractPictureCategory } from '@awb/contract/contract-views';
import { APP_RECORD_TYPE } from '@awb/contract/housing-options';
import { can } from '@awb/contract/permission-check';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, noPermission } from '../../platform/errors.ts';
import { IMAGE_TYPES, type TIncomingFile } from '../../platform/uploads/upload.service.ts';
import { ownPicture } from '../community/picture-ref.ts';
import { appRecordRepository } from '../housing/app-record/app-record.repository.ts';
import { contractRepository, type TContractPictureRow } from './contract.repository.ts';
import type { ContractService } from './contract.service.ts';
import { contractItem } from './contract-records.ts';

export const CONTRACT_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

type TUpdate = {
  contractId: number;
  contractType: number;
  categories: { categoryId: number; pictures: { url: string; roleType: number; title: string }[] }[];
};

/** Contract pictures grouped by category (seed 001 §3); uploads go through platform/uploads. */
export class ContractPictureService {
  constructor(
    private readonly deps: TDeps,
    private readonly contracts: ContractService,
  ) {}

  async upload(ctx: TRequestContext, file: TIncomingFile | undefined): Promise<{ url: string }> {
    if (!file) throw invalid(CONTRACT_MSG.pictureRequired);
    const ref = await this.deps.uploads.accept(this.deps.db, ctx, file, {
      purpose: 'contract',
      types: IMAGE_TYPES,
      maxBytes: CONTRACT_PICTURE_MAX_BYTES,
    });
    return { url: this.deps.uploads.link(ref) };
  }

  async list(ctx: TRequestContext, contractId: number, contractType: number): Promise<TContractPictureCategory[]> {
    await this.contracts.visible(ctx, contractId, contractType);
    return this.grouped(await contractRepository.pictures(this.deps.db, ctx.companyId, contractId));
  }

  /**
   * Replaces the pictures of each category sent (an empty list empties it), in one transaction under
   * the contract's row lock; categories not sent keep theirs. Every picture must be the company's upload.
   */
  async update(ctx: TRequestContext, input: TUpdate): Promise<TContractPictureCategory[]> {
    if (!can(ctx, contractEditPermission(input.contractType))) throw noPermission();
    await this.contracts.visible(ctx, input.contractId, input.contractType);
    const { db } = this.deps;
    const resolved: { categoryId: number; pictures: { ref: string; roleType: number; title: string }[] }[] = [];
    for (const c of input.categories) {
      const pictures = [];
      for (const p of c.pictures)
        pictures.push({ ref: await ownPicture(db, ctx, p.url), roleType: p.roleType, title: p.title });
      resolved.push({ categoryId: c.categoryId, pictures });
    }
    const rows = await db.transaction(async (tx) => {
      const row = await this.contracts.visible(ctx, input.contractId, input.contractType, tx, true);
      await contractRepository.removePictures(
        tx,
        ctx.companyId,
        row.id,
        resolved.map((c) => c.categoryId),
      );
      await contractRepository.addPictures(
        tx,
        resolved.flatMap((c) =>
          c.pictures.map((p, i) => ({
            companyId: ctx.companyId,
            contractId: row.id,
            categoryId: c.categoryId,
            url: p.ref,
            roleType: p.roleType,
            title: p.title,
            sort: i,
            createdBy: ctx.userId,
          })),
        ),
      );
      const count = await contractRepository.countPictures(tx, ctx.companyId, row.id);
      await contractRepository.update(tx, ctx.companyId, row.id, {
        pictureCount: count,
        updatedAt: this.deps.clock.now(),
      });
      const names = new Map<number, string>(CONTRACT_PICTURE_CATEGORIES.map((c) => [c.categoryId, c.category]));
      await appRecordRepository.addRecord(tx, contractItem(row), {
        recordType: APP_RECORD_TYPE.operation,
        action: '更新图片',
        content: resolved.map((c) => `${names.get(c.categoryId) ?? ''} ${c.pictures.length}张`).join('，'),
        userId: ctx.userId,
        createdAt: this.deps.clock.now(),
      });
      return contractRepository.pictures(tx, ctx.companyId, row.id);
    });
    return this.grouped(rows);
  }

  private grouped(rows: TContractPictureRow[]): TContractPictureCategory[] {
    return CONTRACT_PICTURE_CATEGORIES.map((c) => ({
      categoryId: c.categoryId,
      category: c.category,
      pictures: rows
        .filter((r) => r.categoryId === c.categoryId)
        .map((r) => ({ pictureId: r.id, url: this.deps.uploads.link(r.url), roleType: r.roleType, title: r.title })),
    }));
  }
}
