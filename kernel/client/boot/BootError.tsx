import { useTranslation } from 'react-i18next';

/** Full-page error when the console cannot start, e.g. a plugin broke a registration rule. */
export function BootError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="zx-boot-error" role="alert">
      <h2>{t('common:error.bootTitle')}</h2>
      <p>{t('common:error.bootHint')}</p>
      <pre>{message}</pre>
    </div>
  );
}
