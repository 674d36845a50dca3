import fs from 'node:fs';
import path from 'node:path';
import type { TEndpoint } from '@awb/contract/common/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredEndpoints } from '../../src/platform/http/route.ts';
import { createTestApp, type TTestApp } from '../create-test-app.ts';

/**
 * One check over every call the app registers, whatever its path prefix: each module's
 * authorisation matrix filters the calls by its own prefixes, so a guarded call under another prefix
 * (a picker under /housing/v2 of the community module, /template, /fpk …) or a new module without a
 * matrix would escape them. Here every call that declares a permission must be exercised by one of
 * the matrices (`*authorization*.test.ts`: its path appears in a matrix case), and every POST declares
 * a permission or is listed below with the reason it needs none.
 */

const SERVER = path.resolve(import.meta.dirname, '../..');

function matrixFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : matrixFiles(full);
    return /authori[sz]ation.*\.test\.ts$/.test(d.name) ? [full] : [];
  });
}

const NO_TOKEN = 'no session (auth none): login, registration and the codes they need; the throttles guard them';
const OWN_ACCOUNT = 'acts on the caller’s own account only (auth session)';
const OWN_LIST = 'a list: the caller’s data scope of the app decides the rows (tested in the module’s scope tests)';
const BY_ITEM_TYPE =
  'the item depends on the listing’s or contract’s type or target state: the service checks it (the module’s matrix covers each)';
const TEAM_ROLE = 'a team role of one listing: the service checks maintainer, holder or 分配团队 (teamAssign) itself';
const FOLLOW_UP = 'any member who may see the item may follow it up; deleting one is its author’s or a manager’s';
const UPLOAD = 'stores a picture for the caller only; attaching it to a record is the guarded call';
const MANAGER_ONLY = 'a manager’s alone: the service refuses anyone else (403)';
const SIGNING_LINK = 'a signing party by the contract’s signed link and phone code, without a session';

/** POST calls that declare no permission, and why. */
const NO_PERMISSION_NEEDED: Record<string, string> = {
  'POST /user/login/mobileSignin': NO_TOKEN,
  'POST /user/getPhoneCode': NO_TOKEN,
  'POST /user/retrievePassword': NO_TOKEN,
  'POST /register/GetRegPhoneCode': NO_TOKEN,
  'POST /register/GetRegPhoneCheckCode': NO_TOKEN,
  'POST /register/getCityAreas': 'reference data for the registration form (no tenant data)',
  'POST /register/userRegister': NO_TOKEN,
  'POST /user/userRegister': NO_TOKEN,
  'POST /user/userNameUpdate': OWN_ACCOUNT,
  'POST /user/userPasswordsUpdate': OWN_ACCOUNT,
  'POST /user/mobileExit': OWN_ACCOUNT,
  'POST /user/initialize': OWN_ACCOUNT,
  'POST /user/userFaceUpdate': OWN_ACCOUNT,
  'POST /user/cancellationApply': OWN_ACCOUNT,
  'POST /user/cancellationWithdraw': OWN_ACCOUNT,
  'POST /ManagementCenter/feedbackSubmit': 'every user may send feedback; it is stored as theirs',
  'POST /try/appTryout': 'any member may start the company’s one free trial of an app (seed 000 §4)',
  'POST /org/v2/lwpRigthV2': 'answers only the departments and people within the caller’s own data scope',
  'POST /base/getAppUserOperateAuth': 'tells the caller whether they hold an item; it grants nothing',
  'POST /community/companyCommunity': OWN_LIST,
  'POST /community/pictureUpload': UPLOAD,
  'POST /intensiveFarming/new/getCommunityList': 'the shared base catalogue: reference data, no tenant rows',
  'POST /housing/v2/housingPosts': OWN_LIST,
  'POST /housing/v2/housingAdd': BY_ITEM_TYPE,
  'POST /housing/v2/housingEdit': BY_ITEM_TYPE,
  'POST /housing/v2/housingState': BY_ITEM_TYPE,
  'POST /housing/v2/housingToRecycle': BY_ITEM_TYPE,
  'POST /housing/v2/houseUpload': UPLOAD,
  'POST /housing/v2/houseThumbnail': 'sets the cover of a listing the caller may manage (checked by the service)',
  'POST /housing/v2/teamMaintainer': TEAM_ROLE,
  'POST /housing/v2/teamKey': TEAM_ROLE,
  'POST /housing/v2/teamEntrustment': TEAM_ROLE,
  'POST /housing/v2/teamAgent': TEAM_ROLE,
  'POST /housing/v2/teamSurveyor': TEAM_ROLE,
  'POST /housing/v2/teamRelieve': TEAM_ROLE,
  'POST /housing/v2/housingfollowUp': FOLLOW_UP,
  'POST /housing/v2/housingfollowUpDel': FOLLOW_UP,
  'POST /app/followUp': FOLLOW_UP,
  'POST /app/followUpDel': FOLLOW_UP,
  'POST /customer/v2/privateClients': OWN_LIST,
  'POST /customer/v2/publicClients': OWN_LIST,
  'POST /customer/v2/customerPosts': OWN_LIST,
  'POST /customer/v2/customerfollowUp': FOLLOW_UP,
  'POST /contract/v2/contractSalePosts': OWN_LIST,
  'POST /contract/v2/contractRentPosts': OWN_LIST,
  'POST /contract/v2/contractSaleState': BY_ITEM_TYPE,
  'POST /contract/v2/contractRentState': BY_ITEM_TYPE,
  'POST /contract/v2/contractPictureUpload': UPLOAD,
  'POST /contract/v2/contractPictureUpdate':
    'files pictures of a contract the caller may edit (checked by the service)',
  'POST /oa/approvalBtn': 'only the approver the flow names may pass or reject (checked by the service)',
  'POST /oa/approvalWithdraw': 'only the sponsor may withdraw their own request (checked by the service)',
  'POST /sign/getFaceUrl': MANAGER_ONLY,
  'POST /sign/getRegCompanyCode': MANAGER_ONLY,
  'POST /sign/regCompanyInfo': MANAGER_ONLY,
  'POST /sign/signSettingSave': MANAGER_ONLY,
  'POST /sign/signDraftDel': 'deletes one of the caller’s own drafts',
  'POST /sign/sealApply': 'only the keeper of the chosen company seal may apply it (checked by the service)',
  'POST /sign/signingCode': SIGNING_LINK,
  'POST /sign/signingFaceUrl': SIGNING_LINK,
  'POST /sign/signingVerify': SIGNING_LINK,
  'POST /sign/signingSubmit': SIGNING_LINK,
  'POST /sign/verifyFile': 'anyone may check whether a PDF is one the company signed (answers only yes or no)',
  'POST /recharge/v2/payNotify':
    'the payment gateway’s notice, without a session: only the merchant key’s signature lets it mark an order paid',
};

let t: TTestApp;
let endpoints: TEndpoint[];
beforeAll(async () => {
  t = await createTestApp({ demo: false });
  endpoints = [...registeredEndpoints.values()];
}, 60_000);
afterAll(async () => t.close());

const key = (e: TEndpoint) => `${e.method} ${e.path}`;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('every guarded call, whatever its prefix', () => {
  it('finds the matrices and the calls', () => {
    expect(endpoints.length).toBeGreaterThan(200);
    expect(matrixFiles(path.join(SERVER, 'src')).length).toBeGreaterThanOrEqual(9);
  });

  it('is exercised by an authorisation matrix', () => {
    const text = matrixFiles(path.join(SERVER, 'src'))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    const outside = endpoints
      .filter((e) => e.permission)
      .filter((e) => !new RegExp(`['"\`]${escapeRegExp(e.path)}['"\`?]`).test(text))
      .map(key);
    expect(outside).toEqual([]);
  });

  it('every POST declares its permission or says why it needs none', () => {
    const silent = endpoints.filter((e) => e.method === 'POST' && !e.permission && !NO_PERMISSION_NEEDED[key(e)]);
    expect(silent.map(key)).toEqual([]);
    // No stale reasons: a listed call exists and still declares no permission.
    const byKey = new Map(endpoints.map((e) => [key(e), e]));
    const stale = Object.keys(NO_PERMISSION_NEEDED).filter((k) => !byKey.has(k) || byKey.get(k)?.permission);
    expect(stale).toEqual([]);
    // A call without a session is never a business call of a company.
    for (const [k, why] of Object.entries(NO_PERMISSION_NEEDED)) {
      if (byKey.get(k)?.auth === 'member') expect(why, k).not.toBe(NO_TOKEN);
    }
  });
});
