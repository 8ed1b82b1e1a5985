import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { Card, Message, Spin } from '@arco-design/web-react';
import type { ProfileResponse } from '../../api/system-api.ts';
import { systemApi } from '../../api/system-api.ts';
import { userStore } from '../../stores/user-store.ts';

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Personal information card with avatar upload (field avatarfile). */
export function UserInfoCard({ profile }: { profile: ProfileResponse | null }) {
  const { t } = useTranslation();
  const { avatar } = useSnapshot(userStore);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const u = profile?.user;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) {
      Message.error(t('common:profile.avatarType'));
      return;
    }
    setUploading(true);
    try {
      const url = await systemApi.uploadAvatar(file);
      if (url) userStore.avatar = url;
      Message.success(t('common:profile.avatarUpdated'));
    } catch {
      // shown by the request layer
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const rows: [string, string | undefined][] = [
    [t('common:profile.userName'), u?.userName],
    [t('common:profile.phoneNumber'), u?.phoneNumber],
    [t('common:profile.email'), u?.email],
    [t('common:profile.dept'), u?.deptName],
    [t('common:profile.roles'), profile?.roleGroup],
    [t('common:profile.posts'), profile?.postGroup],
  ];
  return (
    <Card title={t('common:profile.personalInfo')} bordered={false}>
      <div className="zx-profile-avatar">
        <Spin loading={uploading}>
          <img
            src={avatar}
            alt={t('common:profile.avatar')}
            title={t('common:profile.changeAvatar')}
            onClick={() => input.current?.click()}
          />
        </Spin>
        <input ref={input} type="file" accept={AVATAR_TYPES.join(',')} hidden onChange={(e) => void upload(e.target.files?.[0])} />
        <span className="zx-muted">{t('common:profile.changeAvatar')}</span>
      </div>
      <ul className="zx-profile-list">
        {rows.map(([label, value]) => (
          <li key={label}>
            <span>{label}</span>
            <span>{value || '-'}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
