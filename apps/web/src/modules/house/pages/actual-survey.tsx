import { housingEndpoints } from '@awb/contract/housing.contract';
import { LISTING_LIMITS } from '@awb/contract/housing-options';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Image, ImageUploader, type ImageUploadItem, Input, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call, REQUEST } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../platform/nav.ts';
import { showImages } from '../../../ui/image-viewer.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { ListingBrief } from '../components/listing-brief.tsx';
import { refreshHouse, useSurvey } from '../house.queries.ts';
import { dotJoin, timeAgo } from '../house-format.ts';
import styles from './actual-survey.module.css';

const MAX_FILE_BYTES = 10 * 1024 * 1024;

async function upload(file: File): Promise<ImageUploadItem> {
  if (file.size > MAX_FILE_BYTES) {
    Toast.show({ content: '图片不能超过10MB' });
    throw new Error('too large');
  }
  const body = new FormData();
  body.append('file', file);
  const { data } = await call(housingEndpoints.houseUpload, { body }, { loading: false });
  return { url: data.url, extra: data.ref };
}

/** pages/house/actual-survey?id&type: the survey (pictures, VR, who and when) and a new survey by the caller. */
function ActualSurveyPage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('id')) || 0;
  const type = Number(params.get('type')) || 1;
  const survey = useSurvey(houseId);
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<ImageUploadItem[]>([]);
  const [vr, setVr] = useState('');
  const [remark, setRemark] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const existing = survey.data && survey.data.pictures.length > 0 ? survey.data : null;

  const setCover = async (pictureId: number) => {
    try {
      const result = await call(housingEndpoints.houseThumbnail, { body: { houseId, pictureId } });
      dialog.success(result.msg);
      await refreshHouse(queryClient);
    } catch {
      // Shown by the request layer.
    }
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      const result = await call(housingEndpoints.teamSurveyor, {
        body: { houseId, pictures: files.map((f) => ({ ref: String(f.extra), title: '' })), vr: vr.trim(), remark },
      });
      dialog.success(result.msg);
      await refreshHouse(queryClient);
      setTimeout(() => nav.navigateBack(), REQUEST.toastMs);
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <PageShell
      title="实勘"
      footer={
        <Button block color="primary" className={styles.submit} loading={submitting} onClick={() => void submit()}>
          {existing ? '提交新的实勘' : '提交实勘'}
        </Button>
      }
    >
      <ListingBrief houseId={houseId} />
      {existing ? (
        <section className={styles.card}>
          <div className={styles.head}>
            <h2>当前实勘</h2>
            <span>
              {dotJoin(
                existing.requestData.userName,
                existing.requestData.deptName,
                existing.requestData.surveyAt && timeAgo(existing.requestData.surveyAt),
              )}
            </span>
          </div>
          <div className={styles.grid}>
            {existing.pictures.map((p, i) => (
              <div key={p.pictureId} className={styles.picture}>
                <Image
                  src={p.url}
                  width="100%"
                  height={96}
                  fit="cover"
                  onClick={() =>
                    showImages(
                      existing.pictures.map((x) => x.url),
                      i,
                    )
                  }
                />
                {p.isCover ? (
                  <span className={styles.cover}>封面</span>
                ) : (
                  <button type="button" className={styles.setCover} onClick={() => void setCover(p.pictureId)}>
                    设为封面
                  </button>
                )}
              </div>
            ))}
          </div>
          {existing.vr ? (
            <button
              type="button"
              className={styles.vr}
              onClick={() => nav.navigateTo(withQuery('pages/public/web-view', { url: existing.vr }))}
            >
              VR看房 ›
            </button>
          ) : null}
          {existing.requestData.remark ? <p className={styles.remark}>{existing.requestData.remark}</p> : null}
        </section>
      ) : null}
      <Form layout="horizontal" className={styles.form}>
        <Form.Header>{existing ? '重新实勘（提交后您将成为实勘人）' : '上传实勘（提交后您将成为实勘人）'}</Form.Header>
        <Form.Item label={`实勘图片（${files.length}/${LISTING_LIMITS.picturesMax}）`} layout="vertical" required>
          <ImageUploader
            value={files}
            onChange={setFiles}
            upload={upload}
            multiple
            maxCount={LISTING_LIMITS.picturesMax}
            accept="image/jpeg,image/png,image/webp"
          />
        </Form.Item>
        <Form.Item label="VR链接">
          <Input value={vr} onChange={setVr} placeholder="https://…（可不填）" maxLength={500} type="url" />
        </Form.Item>
        <Form.Item label="实勘说明" layout="vertical">
          <TextArea
            value={remark}
            onChange={setRemark}
            placeholder="房屋现状、采光、装修情况等"
            maxLength={200}
            rows={3}
            showCount
          />
        </Form.Item>
      </Form>
      <p className={styles.hint}>
        第一张图片默认为封面。{type === 2 ? '出租' : '出售'}房源的图片会在房源详情中展示给同事。
      </p>
    </PageShell>
  );
}

export default withRequiredParams(ActualSurveyPage, '实勘');
