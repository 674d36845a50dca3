import { formatTime } from '@awb/contract/common/china-time';
import { SIGN_MSG, TEMPLATE_STATE, TEMPLATE_STATE_NAMES } from '@awb/contract/sign-constants';
import { SIGN_GROUP_TYPE_NAMES } from '@awb/contract/sign-template-constants';
import { SIGN_TEMPLATES, signTemplateByCode } from '@awb/contract/sign-templates';
import type { TCompanyTemplate, TRecommendedTemplate, TSigningFields } from '@awb/contract/sign-views';
import type { TRequestContext } from '../../platform/auth/context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { signRepository, type TCompanyTemplateRow } from './sign.repository.ts';

function templateView(r: TCompanyTemplateRow): TCompanyTemplate {
  return {
    boxid: r.id,
    code: r.code,
    boxType: r.boxType,
    title: r.title,
    version: r.version,
    state: r.state,
    stateName: TEMPLATE_STATE_NAMES[r.state] ?? '',
    fieldCount: r.definition.fields.length,
    updatedAt: formatTime(r.updatedAt),
  };
}

/**
 * The company's contract templates (seed 000 §4, §7): a company adopts a shipped template (a copy of
 * its definition, so later product versions never change a company's contracts underneath it), puts
 * it up or down, deletes it; agents pick from the ones that are up.
 */
export class SignTemplateService {
  constructor(private readonly deps: TDeps) {}

  async recommended(ctx: TRequestContext): Promise<TRecommendedTemplate[]> {
    const own = await signRepository.templates(this.deps.db, ctx.companyId, {});
    return SIGN_TEMPLATES.map((t) => {
      const copy = own.find((r) => r.code === t.code);
      return {
        code: t.code,
        boxType: t.boxType,
        title: t.title,
        version: t.version,
        fieldCount: t.fields.length,
        adopted: Boolean(copy),
        boxid: copy?.id ?? 0,
      };
    });
  }

  async adopt(ctx: TRequestContext, code: string): Promise<TCompanyTemplate> {
    const template = signTemplateByCode(code);
    if (!template) throw invalid(SIGN_MSG.templateUnknown);
    const now = this.deps.clock.now();
    try {
      const row = await signRepository.insertTemplate(this.deps.db, {
        companyId: ctx.companyId,
        code: template.code,
        boxType: template.boxType,
        title: template.title,
        version: template.version,
        definition: template,
        state: TEMPLATE_STATE.up,
        createdBy: ctx.userId,
        createdAt: now,
        updatedAt: now,
      });
      return templateView(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(SIGN_MSG.templateAdopted);
      throw error;
    }
  }

  /** templateManagementPosts: up and down; boxType 0 all. */
  async managed(ctx: TRequestContext, boxType: number): Promise<TCompanyTemplate[]> {
    const rows = await signRepository.templates(this.deps.db, ctx.companyId, { boxType });
    return rows.map(templateView);
  }

  /** templatePostsV2: the square, only templates that are up. */
  async square(ctx: TRequestContext, boxType: number): Promise<TCompanyTemplate[]> {
    const rows = await signRepository.templates(this.deps.db, ctx.companyId, { boxType, state: TEMPLATE_STATE.up });
    return rows.map(templateView);
  }

  async setState(ctx: TRequestContext, boxid: number, state: number): Promise<TCompanyTemplate> {
    const row = await signRepository.updateTemplate(this.deps.db, ctx.companyId, boxid, {
      state,
      updatedAt: this.deps.clock.now(),
    });
    if (!row) throw notFound();
    return templateView(row);
  }

  async remove(ctx: TRequestContext, boxid: number): Promise<void> {
    const now = this.deps.clock.now();
    const row = await signRepository.updateTemplate(this.deps.db, ctx.companyId, boxid, {
      deletedAt: now,
      deletedBy: ctx.userId,
      updatedAt: now,
    });
    if (!row) throw notFound();
  }

  /** signingField: the template's custom fields grouped by groupType (0–4, groups without fields left out). */
  async fields(ctx: TRequestContext, boxid: number): Promise<TSigningFields> {
    const row = await signRepository.template(this.deps.db, ctx.companyId, boxid);
    if (!row) throw notFound();
    const groups = Object.keys(SIGN_GROUP_TYPE_NAMES)
      .map(Number)
      .map((groupType) => ({
        groupType,
        groupName: SIGN_GROUP_TYPE_NAMES[groupType] ?? '',
        fields: row.definition.fields.filter((f) => f.groupType === groupType),
      }))
      .filter((g) => g.fields.length > 0);
    return { boxid: row.id, boxType: row.boxType, title: row.title, groups };
  }
}
