import { CONTENT_ALIAS } from '@awb/contract/content.contract';
import type { TExecutor } from '../../platform/db/db.ts';
import { contents } from './content.table.ts';

const AGREEMENT = `<h3>一、协议的范围</h3>
<p>本协议是您与经纪工作本（以下简称“本平台”）之间关于使用本平台服务所订立的协议。您在注册、登录或使用本平台时，即表示您已阅读并同意本协议的全部条款。</p>
<h3>二、账号注册与使用</h3>
<p>1. 您应当使用本人实名手机号注册账号，并对账号下的一切行为负责。</p>
<p>2. 公司管理员可为本公司员工开通、停用账号并分配权限；员工离职后，其名下房源、客源应由管理员移交给其他同事。</p>
<p>3. 请妥善保管密码与验证码，不得将账号转让、出借给他人使用。</p>
<h3>三、信息发布规范</h3>
<p>您发布的房源、客源等信息应当真实、准确、合法，不得发布虚假房源、虚假价格，不得侵犯他人隐私。业主与客户的联系方式仅限于业务跟进使用。</p>
<h3>四、付费服务</h3>
<p>房源本、客源本、电子签约等应用需按公司开通，开通、续费及印章授权须在电脑端完成。试用期结束后未开通的应用将暂停使用，数据会被保留。</p>
<h3>五、账号注销</h3>
<p>您可以在“设置-注销账号”中申请注销。申请提交后15天内可撤销；15天后账号将被注销且无法恢复。</p>
<h3>六、其他</h3>
<p>本平台有权根据业务发展修订本协议，修订后的协议将在应用内公布。如有疑问，请通过“意见反馈”联系我们。</p>`;

const PRIVACY = `<h3>一、我们收集的信息</h3>
<p>为提供服务，我们会收集您的手机号、姓名、头像、所属公司及部门，以及您在使用过程中录入的房源、客源、合同和跟进信息。</p>
<h3>二、信息的使用</h3>
<p>我们仅将您的信息用于账号登录、身份验证、业务数据的保存与同步、统计分析以及安全防护。验证码短信仅用于身份验证。</p>
<h3>三、信息的保护</h3>
<p>密码以不可逆方式加密保存；身份证号等敏感信息加密存储，在列表中以掩码显示；不同公司之间的数据严格隔离，任何公司都无法查看其他公司的数据。</p>
<h3>四、设备权限</h3>
<p>在您使用相关功能时，我们可能申请定位、相册、相机、拨打电话与存储权限。您可以在系统设置中随时关闭，关闭后相应功能将无法使用。</p>
<h3>五、您的权利</h3>
<p>您可以查询、更正个人信息，或申请注销账号。注销后，我们将删除或匿名化处理您的个人信息，法律法规另有规定的除外。</p>`;

/** The rich-text pages every installation needs; written once, never overwriting an edited text. */
export async function ensureDefaultContents(db: TExecutor): Promise<void> {
  await db
    .insert(contents)
    .values([
      { alias: CONTENT_ALIAS.userAgreement, title: '用户协议', body: AGREEMENT },
      { alias: CONTENT_ALIAS.privacyPolicy, title: '隐私政策', body: PRIVACY },
    ])
    .onConflictDoNothing();
}
