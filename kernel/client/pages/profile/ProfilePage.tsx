import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { Alert, Card, Tabs } from '@arco-design/web-react';
import { systemApi, type ProfileResponse } from '../../api/system-api.ts';
import { resetRoutes } from '../../stores/permission-store.ts';
import { loadUserInfo, mustChangePassword, userStore } from '../../stores/user-store.ts';
import { BasicInfoForm } from './BasicInfoForm.tsx';
import { BindingsTab } from './BindingsTab.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { UserInfoCard } from './UserInfoCard.tsx';

/** Account center (SPEC §2 /user/profile): personal info, basic data, change password. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { info } = useSnapshot(userStore);
  const forced = mustChangePassword(info);
  const [profile, setProfile] = useState<ProfileResponse | null>(null);
  const [tab, setTab] = useState(forced || params.get('tab') === 'password' ? 'password' : 'basic');
  useEffect(() => {
    if (forced) setTab('password');
  }, [forced]);

  const load = useCallback(() => {
    // a forced change leaves most calls refused: show what getInfo gave instead
    if (forced) {
      setProfile(info ? { user: { ...info } } : null);
      return;
    }
    systemApi
      .profile()
      .then(setProfile)
      .catch(() => undefined);
  }, [forced, info]);
  useEffect(load, [load]);

  const afterPassword = async () => {
    if (!forced) return;
    // reload info; the guard then builds the menus the server now allows
    await loadUserInfo();
    resetRoutes();
  };

  return (
    <div className="zx-profile">
      <UserInfoCard profile={profile} />
      <Card title={t('common:profile.basicInfo')} bordered={false}>
        {forced && <Alert type="warning" style={{ marginBottom: 16 }} content={t('common:profile.mustChangePassword')} />}
        <Tabs activeTab={tab} onChange={setTab}>
          <Tabs.TabPane key="basic" title={t('common:profile.basicInfo')} disabled={forced}>
            <BasicInfoForm user={profile?.user} onSaved={load} />
          </Tabs.TabPane>
          <Tabs.TabPane key="password" title={t('common:profile.changePassword')}>
            <ChangePasswordForm user={profile?.user ?? info ?? undefined} onChanged={afterPassword} />
          </Tabs.TabPane>
          <Tabs.TabPane key="bindings" title={t('common:profile.bindings')} disabled={forced}>
            {tab === 'bindings' && <BindingsTab />}
          </Tabs.TabPane>
        </Tabs>
      </Card>
    </div>
  );
}
