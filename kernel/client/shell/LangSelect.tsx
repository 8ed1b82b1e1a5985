import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown, Menu, Message } from '@arco-design/web-react';
import { IconLanguage } from '@arco-design/web-react/icon';
import { isLanguage, LANGUAGES } from '../../shared/constants.ts';
import { systemApi, type LangOption } from '../api/system-api.ts';
import { saveLanguage } from '../i18n.ts';

/** Until langOptions answers (or when it fails) the three built-in languages are offered. */
const fallback = (t: (k: string) => string): LangOption[] => LANGUAGES.map((l) => ({ value: l, label: t(`common:language.${l}`) }));

/** Language select filled from the server's langOptions; switching saves, confirms and reloads (SPEC §8). */
export function LangSelect() {
  const { t, i18n } = useTranslation();
  const [options, setOptions] = useState<LangOption[]>(() => fallback(t));
  useEffect(() => {
    systemApi
      .langOptions()
      .then((list) => {
        const usable = (list ?? []).filter((o) => isLanguage(o.value));
        if (usable.length > 0) setOptions(usable);
      })
      .catch(() => undefined);
  }, []);
  const droplist = (
    <Menu
      selectedKeys={[i18n.language]}
      onClickMenuItem={(key) => {
        if (!isLanguage(key) || key === i18n.language) return;
        saveLanguage(key);
        Message.success({ content: t('common:navbar.languageChanged'), duration: 800 });
        setTimeout(() => window.location.reload(), 400);
      }}
    >
      {options.map((o) => (
        <Menu.Item key={o.value}>{o.label}</Menu.Item>
      ))}
    </Menu>
  );
  return (
    <Dropdown droplist={droplist} trigger="click" position="bottom">
      <span className="zx-navbar-btn" role="button" aria-label={t('common:navbar.language')} title={t('common:navbar.language')}>
        <IconLanguage />
      </span>
    </Dropdown>
  );
}
