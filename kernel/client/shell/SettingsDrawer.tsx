import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { Button, Divider, Drawer, Message, Switch, Tooltip } from '@arco-design/web-react';
import { IconCheck } from '@arco-design/web-react/icon';
import { LAYOUT, THEME_PRESETS, type LayoutSetting } from '../../shared/constants.ts';
import { bus } from '../bus.ts';
import { changeSetting, resetSettings, saveSettings, settingsStore } from '../stores/settings-store.ts';

const SWITCHES = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'] as const;

/** Layout settings drawer (SPEC §2): edits apply at once; save/reset persist after a 1 s loading. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const s = useSnapshot(settingsStore);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const open = () => setVisible(true);
    bus.on('settings.open', open);
    return () => bus.off('settings.open', open);
  }, []);

  const withLoading = (key: 'saving' | 'resetting', done: () => void) => {
    const close = Message.loading({ content: t(`common:settings.${key}`), duration: 0 });
    setTimeout(() => {
      done();
      close();
    }, 1000);
  };

  return (
    <Drawer
      width={LAYOUT.settingsDrawerWidth}
      title={t('common:settings.title')}
      visible={visible}
      onCancel={() => setVisible(false)}
      footer={null}
      className="zx-settings"
    >
      <h4>{t('common:settings.sideTheme')}</h4>
      <div className="zx-settings-themes">
        {(['theme-dark', 'theme-light'] as const).map((theme) => (
          <Tooltip key={theme} content={t(`common:settings.${theme}`)} mini>
            <div
              role="radio"
              aria-checked={s.sideTheme === theme}
              aria-label={t(`common:settings.${theme}`)}
              className={`zx-settings-theme ${theme} ${s.sideTheme === theme ? 'active' : ''}`}
              onClick={() => changeSetting('sideTheme', theme)}
            >
              {s.sideTheme === theme && <IconCheck />}
            </div>
          </Tooltip>
        ))}
      </div>
      <h4>{t('common:settings.themeColor')}</h4>
      <div className="zx-settings-colors">
        {THEME_PRESETS.map((c) => (
          <span
            key={c}
            role="radio"
            aria-checked={s.theme.toLowerCase() === c.toLowerCase()}
            aria-label={c}
            className="zx-settings-color"
            style={{ background: c }}
            onClick={() => changeSetting('theme', c)}
          >
            {s.theme.toLowerCase() === c.toLowerCase() && <IconCheck />}
          </span>
        ))}
        <input
          type="color"
          className="zx-settings-color-input"
          aria-label={t('common:settings.customColor')}
          value={s.theme}
          onChange={(e) => changeSetting('theme', e.target.value)}
        />
      </div>
      <Divider />
      <h4>{t('common:settings.system')}</h4>
      {SWITCHES.map((key) => (
        <div className="zx-settings-row" key={key}>
          <span>{t(`common:settings.${key}`)}</span>
          <Switch size="small" checked={s[key] as boolean} onChange={(v: boolean) => changeSetting(key, v as LayoutSetting[typeof key])} />
        </div>
      ))}
      <Divider />
      <div className="zx-settings-actions">
        <Button type="primary" onClick={() => withLoading('saving', saveSettings)}>
          {t('common:settings.save')}
        </Button>
        <Button onClick={() => withLoading('resetting', resetSettings)}>{t('common:settings.reset')}</Button>
      </div>
    </Drawer>
  );
}
