import { maskPhone } from '@awb/contract/common/validators';
import { List, Toast } from 'antd-mobile';
import { type ChangeEvent, useRef, useState } from 'react';
import { useSession } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { AvatarCropper } from '../components/avatar-cropper.tsx';
import { NameEditor } from '../components/name-editor.tsx';
import styles from '../components/settings.module.css';
import { AVATAR_SOURCE_MAX_BYTES } from '../crop-image.ts';
import { roleName } from '../format.ts';
import { useUpdateAvatar, useUpdateName } from '../profile.queries.ts';

/** Personal data: avatar (pick → crop → upload), user name (editable), phone, company and role (read only). */
export default function PersonalPage() {
  const session = useSession();
  const updateName = useUpdateName();
  const updateAvatar = useUpdateAvatar();
  const fileInput = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<string | null>(null);
  const [editingName, setEditingName] = useState(false);
  const user = session.data?.user;

  const closeCropper = () => {
    if (image) URL.revokeObjectURL(image);
    setImage(null);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return Toast.show('请选择图片文件');
    if (file.size > AVATAR_SOURCE_MAX_BYTES) return Toast.show('图片过大，请选择20MB以内的图片');
    setImage(URL.createObjectURL(file));
  };

  return (
    <PageShell title="个人资料">
      <List className={styles.group}>
        <List.Item
          extra={<UserAvatar src={user?.avatar} name={user?.userName} size={48} />}
          onClick={() => fileInput.current?.click()}
        >
          头像
        </List.Item>
        <List.Item extra={user?.userName} onClick={() => setEditingName(true)}>
          用户名称
        </List.Item>
        <List.Item extra={user ? maskPhone(user.phone) : ''}>手机号</List.Item>
      </List>
      <List className={styles.group}>
        <List.Item extra={session.data?.company.name}>所属公司</List.Item>
        <List.Item extra={user ? roleName(user) : ''}>角色</List.Item>
      </List>
      <input ref={fileInput} type="file" accept="image/*" hidden onChange={pick} />
      <AvatarCropper
        image={image}
        saving={updateAvatar.isPending}
        onCancel={closeCropper}
        onDone={(jpeg) => updateAvatar.mutate(jpeg, { onSuccess: closeCropper })}
      />
      <NameEditor
        visible={editingName}
        current={user?.userName ?? ''}
        saving={updateName.isPending}
        onClose={() => setEditingName(false)}
        onSave={(name) => updateName.mutate(name, { onSuccess: () => setEditingName(false) })}
      />
    </PageShell>
  );
}
