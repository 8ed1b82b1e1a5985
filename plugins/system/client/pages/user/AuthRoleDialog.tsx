import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Descriptions, Message, Modal, Spin } from '@arco-design/web-react';
import { userApi, type RoleOption, type User } from '../../api/user-api.ts';

/** Assigns roles to one user; only the roles the operator may grant are offered (the server enforces it). */
export function AuthRoleDialog({ userId, onClose }: { userId: number | null; onClose(changed: boolean): void }) {
  const { t } = useTranslation(['system', 'widgets']);
  const [data, setData] = useState<{ user: User; roles: RoleOption[] } | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    setData(null);
    if (userId == null) return;
    userApi.authRole(userId).then(
      (d) => {
        setData(d);
        setChecked(d.roleIds);
      },
      () => closeRef.current(false),
    );
  }, [userId]);
  const ok = async () => {
    setSaving(true);
    try {
      await userApi.saveAuthRole(userId!, checked);
      Message.success(t('widgets:crud.saved'));
      onClose(true);
    } catch {
      // the request layer showed why
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={t('system:user.authRoleTitle')}
      visible={userId != null}
      onOk={ok}
      onCancel={() => onClose(false)}
      confirmLoading={saving}
      okText={t('widgets:crud.confirm')}
      cancelText={t('widgets:crud.cancel')}
      unmountOnExit
    >
      {!data ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            column={2}
            data={[
              { label: t('system:fields.userName'), value: data.user.userName },
              { label: t('system:fields.nickName'), value: data.user.nickName },
            ]}
          />
          <Checkbox.Group
            direction="vertical"
            value={checked}
            onChange={(v) => setChecked(v as number[])}
            options={data.roles.map((r) => ({ label: `${r.roleName} (${r.roleKey})`, value: r.roleId }))}
          />
        </>
      )}
    </Modal>
  );
}
