import {
  FACE_STATUS,
  SEAL_VALID_DAYS,
  SIGNATURE_KIND,
  SIGNATURE_SOURCE,
  SIGNER_TYPE,
  SIGNING_TYPE,
  TEMPLATE_STATE,
} from '@awb/contract/sign-constants';
import { SIGN_TEMPLATES } from '@awb/contract/sign-templates';
import { regionData } from '../../modules/region/region-data.ts';
import { drawSeal } from '../../modules/sign/seal-drawing/draw-seal.ts';
import { signRepository, type TCompanyTemplateRow } from '../../modules/sign/sign.repository.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { loadPersonalDataKey, PersonalData } from '../../platform/personal-data/personal-data.ts';
import type { TDemoIds } from './demo-ids.ts';
import { seedDemoSignContracts } from './demo-sign-contracts.ts';

const DAY = 86_400_000;

/** Company A's certification: a valid (made-up) credit code and the legal person's ID number. */
export const DEMO_SIGN = {
  companyName: '杭州安居房产经纪有限公司',
  orgCode: '91330106MA2H3K8L11',
  legalPerson: { name: '张伟', idNo: '33010619800312003X', mobile: '13800000001' },
} as const;

/** A small seeded generator, so that the demo signatures are the same on every start. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 0x1_0000_0000;
  };
}

const f = (v: number) => v.toFixed(1);

/**
 * Plausible handwriting strokes for a name: per character a few quick, slanted curved strokes in its
 * cell, joined by thin connecting lines, and a flourish under the whole; drawn in dark ink on a
 * transparent 480 × 200 canvas (rendered to PNG on first read, like any SVG-only seal row).
 */
export function demoSignatureSvg(name: string, seed: number): string {
  const rnd = seeded(seed);
  const chars = [...name];
  const cell = 360 / Math.max(chars.length, 1);
  const paths: string[] = [];
  let lastEnd: [number, number] | null = null;
  chars.forEach((_, i) => {
    const x0 = 60 + i * cell;
    const strokes = 3 + Math.floor(rnd() * 3);
    for (let k = 0; k < strokes; k++) {
      const sx = x0 + rnd() * cell * 0.5;
      const sy = 50 + rnd() * 70;
      const ex = sx + cell * (0.3 + rnd() * 0.5);
      const ey = sy + (rnd() - 0.3) * 60;
      const c1: [number, number] = [sx + (rnd() - 0.2) * cell * 0.6, sy - 40 + rnd() * 30];
      const c2: [number, number] = [ex - rnd() * cell * 0.4, ey + 20 + rnd() * 40];
      const width = 4 + rnd() * 4;
      if (lastEnd && k === 0) {
        paths.push(
          `<path d="M${f(lastEnd[0])} ${f(lastEnd[1])} Q${f((lastEnd[0] + sx) / 2)} ${f(sy + 25)} ${f(sx)} ${f(sy)}" stroke-width="2"/>`,
        );
      }
      paths.push(
        `<path d="M${f(sx)} ${f(sy)} C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(ex)} ${f(ey)}" stroke-width="${f(width)}"/>`,
      );
      lastEnd = [ex, ey];
    }
  });
  const fy = 150 + rnd() * 15;
  paths.push(
    `<path d="M50 ${f(fy)} C150 ${f(fy + 30)} 300 ${f(fy - 25)} 440 ${f(fy - 5)} Q455 ${f(fy - 8)} 430 ${f(fy + 8)}" stroke-width="3"/>`,
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200">',
    '<g fill="none" stroke="#1A1A1A" stroke-linecap="round" stroke-linejoin="round" transform="skewX(-12) translate(30 0)">',
    ...paths,
    '</g></svg>',
  ].join('');
}

/**
 * 电子签约 demo: company A certified by its legal person 张伟 (ID sealed), its three seals
 * drawn (公章, 合同章, 财务章), three staff signatures (the manager, 李娜, 王强), the three shipped templates adopted and up, and
 * signing type 1 (form). Company B is left uncertified without a signing type, so that the
 * certification path can be tried; it has adopted the templates but keeps them down. The seals' PNGs are rendered into the file store on first read.
 *
 * `vault` seals the legal person's ID number with the server's key (outside the database). Without
 * it, PERSONAL_DATA_KEY is used when set, else a throwaway key (tests): the number then stays sealed
 * for good, which only the masked form shown in the app does not notice.
 */
export async function seedDemoSign(tx: TExecutor, ids: TDemoIds, vault?: PersonalData): Promise<void> {
  const personalData = vault ?? new PersonalData(loadPersonalDataKey(process.env, null));
  const now = new Date(ids.now);
  const companyId = ids.companyA;
  const manager = ids.users.managerA;
  const lp = DEMO_SIGN.legalPerson;

  const account = await signRepository.insertAccount(tx, {
    companyId,
    companyName: DEMO_SIGN.companyName,
    orgCode: DEMO_SIGN.orgCode,
    boundPhone: lp.mobile,
    certifiedBy: manager,
    certifiedAt: now,
  });
  const check = await signRepository.insertFaceCheck(tx, {
    companyId,
    faceId: 'demo-legal-person',
    signerType: SIGNER_TYPE.legalPerson,
    name: lp.name,
    idLookup: personalData.lookup(lp.idNo),
    status: FACE_STATUS.passed,
    createdBy: manager,
    createdAt: now,
    checkedAt: now,
    usedAt: now,
  });
  const id = personalData.sealIdNumber(lp.idNo);
  await signRepository.insertSigner(tx, {
    companyId,
    accountId: account.id,
    signerType: SIGNER_TYPE.legalPerson,
    name: lp.name,
    idSealed: id.sealed,
    idLookup: id.lookup,
    idMasked: id.masked,
    mobile: lp.mobile,
    cardSealed: null,
    cardMasked: '',
    faceCheckId: check.id,
    createdBy: manager,
    createdAt: now,
  });

  const expiresAt = new Date(ids.now + SEAL_VALID_DAYS * DAY);
  const common = {
    companyId,
    accountId: account.id,
    pngRef: '',
    expiresAt,
    createdBy: manager,
    createdAt: now,
    updatedAt: now,
  };
  for (const [sealType, qtext] of [
    [1, ''],
    [2, '合同专用章'],
    [3, '财务专用章'],
  ] as const) {
    const drawn = await drawSeal({ sealType, htext: DEMO_SIGN.companyName, qtext });
    await signRepository.insertSeal(tx, {
      ...common,
      kind: SIGNATURE_KIND.seal,
      sealType,
      source: SIGNATURE_SOURCE.drawn,
      keeperUserId: manager,
      keeperName: lp.name,
      htext: DEMO_SIGN.companyName,
      qtext,
      svg: drawn.svg,
      width: 600,
      height: 600,
    });
  }
  // Staff signatures (个人签名): the manager's signs the contracts they submit as 经纪人（签字）.
  for (const [userId, name, seed] of [
    [manager, '张伟', 7],
    [ids.users.agentA, '李娜', 11],
    [ids.users.agentA2, '王强', 29],
  ] as const) {
    await signRepository.insertSeal(tx, {
      ...common,
      kind: SIGNATURE_KIND.personal,
      source: SIGNATURE_SOURCE.picture,
      keeperUserId: userId,
      keeperName: name,
      svg: demoSignatureSvg(name, seed),
      width: 480,
      height: 200,
    });
  }

  // A has the shipped templates up; B adopted them too but has not put them up yet.
  const templatesOfA: TCompanyTemplateRow[] = [];
  for (const [company, user, state] of [
    [companyId, manager, TEMPLATE_STATE.up],
    [ids.companyB, ids.users.managerB, TEMPLATE_STATE.down],
  ] as const) {
    for (const template of SIGN_TEMPLATES) {
      const row = await signRepository.insertTemplate(tx, {
        companyId: company,
        code: template.code,
        boxType: template.boxType,
        title: template.title,
        version: template.version,
        definition: template,
        state,
        createdBy: user,
        createdAt: now,
        updatedAt: now,
      });
      if (company === companyId) templatesOfA.push(row);
    }
  }

  const hangzhou = regionData().cities.find((c) => c.name === '杭州市');
  await signRepository.saveSetting(tx, {
    companyId,
    signingType: SIGNING_TYPE.form,
    defaultCityId: hangzhou?.id ?? null,
    paramMap: {},
    updatedBy: manager,
    updatedAt: now,
  });
  await seedDemoSignContracts(tx, ids, personalData, templatesOfA);
}
