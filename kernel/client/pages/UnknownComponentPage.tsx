import { useTranslation } from 'react-i18next';

/** What a menu whose component no enabled plugin registers opens: it names the component (DESIGN §5). */
export default function UnknownComponentPage({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="zx-unknown" data-component={name}>
      <h3>{t('common:error.unknownTitle')}</h3>
      <p>
        {t('common:error.unknownComponent')} <code>{name}</code>
      </p>
      <p className="zx-muted">{t('common:error.unknownHint')}</p>
    </div>
  );
}
