import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { uploadPicture } from '../estate.queries.ts';

/** One or more pictures uploaded at once through /community/pictureUpload; value = their links. */
export function PictureInput({
  value = [],
  onChange,
  max = 1,
}: {
  /** Filled by Form.Item. */
  value?: string[];
  onChange?: (urls: string[]) => void;
  max?: number;
}) {
  const items: ImageUploadItem[] = value.map((url) => ({ url }));
  return (
    <ImageUploader
      value={items}
      maxCount={max}
      multiple={max > 1}
      accept="image/jpeg,image/png,image/webp"
      upload={async (file) => ({ url: await uploadPicture(file) })}
      onChange={(next) => onChange?.(next.map((i) => i.url))}
    />
  );
}
